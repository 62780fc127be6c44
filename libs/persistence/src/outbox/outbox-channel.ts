/**
 * The PostgreSQL notification channel that wakes dispatchers. Writers send it inside their
 * transaction (`pg_notify`), so PostgreSQL delivers it only if and when the transaction commits.
 */
export const OUTBOX_CHANNEL = 'deal_outbox';
