// The retention prune's statements. Each deletes at most $2 rows past the cutoff $1 and is its own
// transaction, so a lock is held for one short batch only. Rows another transaction holds are
// skipped (SKIP LOCKED) and left for the next run: a prune never waits on, nor blocks, a delivery
// being redelivered, a device code being polled, or a second pruning process.

/**
 * Finished deliveries (delivered, or failed after the last retry) whose last change is past the
 * horizon $1, with their attempts, in one statement: the next $2 of them in (updated_at, id) order
 * after the position ($3, $4) where the previous batch stopped (both null for the first). Walking
 * webhook_deliveries_finished_idx (updated_at, id) by range means each batch reads only its own
 * entries, never again the ones earlier batches deleted or skipped, so a batch costs the same at the
 * end of a large prune as at its start; the batch's rows are then locked by primary key. A pending delivery, leased or not, never matches; nor does a
 * failed one redelivered in the meantime (the lock re-checks the row as it is now). Answers the rows
 * deleted and the position reached (`last_at` as text: a Date would cut its microseconds).
 */
export const PRUNE_DELIVERIES_SQL = `
  WITH batch AS MATERIALIZED (
    SELECT id, updated_at FROM webhook_deliveries
    WHERE status IN ('delivered', 'failed') AND updated_at < $1::timestamptz
      AND ($3::timestamptz IS NULL OR (updated_at, id) > ($3::timestamptz, $4::text))
    ORDER BY updated_at, id
    LIMIT $2::int
  ), doomed AS (
    SELECT d.id FROM webhook_deliveries AS d
    WHERE d.id = ANY (ARRAY(SELECT id FROM batch))
      AND d.status IN ('delivered', 'failed') AND d.updated_at < $1::timestamptz
    FOR UPDATE OF d SKIP LOCKED
  ), attempts AS (
    DELETE FROM delivery_attempts WHERE delivery_id = ANY (ARRAY(SELECT id FROM doomed)) RETURNING 1
  ), deliveries AS (
    DELETE FROM webhook_deliveries WHERE id = ANY (ARRAY(SELECT id FROM doomed)) RETURNING 1
  ), last AS (
    SELECT updated_at::text AS last_at, id AS last_id FROM batch ORDER BY updated_at DESC, id DESC LIMIT 1
  )
  SELECT (SELECT count(*) FROM deliveries)::int AS deleted, (SELECT count(*) FROM attempts)::int AS attempts,
    (SELECT count(*) FROM batch)::int AS read, (SELECT last_at FROM last), (SELECT last_id FROM last)`;

/**
 * Events written before their horizon $1 (RETENTION_EVENT_DAYS) that no delivery points at any more:
 * an event whose delivery is still pending, or finished inside the delivery horizon, stays (the
 * delivery log shows it), however old. Like PRUNE_DELIVERIES_SQL, the next $2 events by
 * (created_at, id) after ($3, $4), through outbox_events_created_idx (created_at, id), so the events
 * that stay are read once per prune, not once per batch. The batch's events are then read by
 * primary key, and each is checked for deliveries by one probe of webhook_deliveries_event_idx (a
 * LATERAL with LIMIT 1 is always a per-row probe), never by a join against every delivery: a
 * NOT EXISTS left that choice to the planner, which, on statistics gone stale during a large
 * prune, hashed the whole deliveries table for every batch of 500 (seconds per batch).
 */
export const PRUNE_EVENTS_SQL = `
  WITH batch AS MATERIALIZED (
    SELECT id, created_at FROM outbox_events
    WHERE created_at < $1::timestamptz
      AND ($3::timestamptz IS NULL OR (created_at, id) > ($3::timestamptz, $4::text))
    ORDER BY created_at, id
    LIMIT $2::int
  ), doomed AS (
    SELECT e.id FROM outbox_events AS e
    LEFT JOIN LATERAL (SELECT 1 AS found FROM webhook_deliveries AS d WHERE d.event_id = e.id LIMIT 1) AS needed
      ON true
    WHERE e.id = ANY (ARRAY(SELECT id FROM batch)) AND needed.found IS NULL
    FOR UPDATE OF e SKIP LOCKED
  ), deleted AS (
    DELETE FROM outbox_events WHERE id = ANY (ARRAY(SELECT id FROM doomed)) RETURNING 1
  ), last AS (
    SELECT created_at::text AS last_at, id AS last_id FROM batch ORDER BY created_at DESC, id DESC LIMIT 1
  )
  SELECT (SELECT count(*) FROM deleted)::int AS deleted, (SELECT count(*) FROM batch)::int AS read,
    (SELECT last_at FROM last), (SELECT last_id FROM last)`;

/** Web sessions that expired before the horizon (a revoked session goes once it has expired too). */
export const PRUNE_WEB_SESSIONS_SQL = `
  WITH doomed AS (
    SELECT id FROM web_sessions WHERE expires_at < $1::timestamptz LIMIT $2::int FOR UPDATE SKIP LOCKED
  ), deleted AS (
    DELETE FROM web_sessions WHERE id = ANY (ARRAY(SELECT id FROM doomed)) RETURNING 1
  )
  SELECT count(*)::int AS deleted FROM deleted`;

/**
 * Device authorizations that expired before the horizon, whatever became of them (never decided,
 * denied, approved, used): a code cannot be used after it expires. The personal tokens they yielded
 * are credentials of their own and stay.
 */
export const PRUNE_DEVICE_AUTHORIZATIONS_SQL = `
  WITH doomed AS (
    SELECT id FROM device_authorizations WHERE expires_at < $1::timestamptz LIMIT $2::int
    FOR UPDATE SKIP LOCKED
  ), deleted AS (
    DELETE FROM device_authorizations WHERE id = ANY (ARRAY(SELECT id FROM doomed)) RETURNING 1
  )
  SELECT count(*)::int AS deleted FROM deleted`;

/**
 * Idempotency keys whose 24 hours are over, whatever their state: a retry with one of them runs
 * anew anyway (the claim takes an expired row over), so the row is of no further use. No horizon of
 * its own: the key's lifetime is its retention.
 */
export const PRUNE_IDEMPOTENCY_KEYS_SQL = `
  WITH doomed AS (
    SELECT credential_id, key_hash FROM idempotency_keys
    WHERE expires_at < $1::timestamptz LIMIT $2::int
    FOR UPDATE SKIP LOCKED
  ), deleted AS (
    DELETE FROM idempotency_keys AS k USING doomed AS d
    WHERE k.credential_id = d.credential_id AND k.key_hash = d.key_hash RETURNING 1
  )
  SELECT count(*)::int AS deleted FROM deleted`;

/**
 * Invitations whose 7 days are over: an expired invitation is in no list and can be neither
 * accepted nor declined (inviting the email again makes a new one), so, like an Idempotency-Key, its
 * lifetime is its retention. Withdrawn, accepted and declined ones are deleted when that happens.
 */
export const PRUNE_INVITATIONS_SQL = `
  WITH doomed AS (
    SELECT id FROM invitations WHERE expires_at < $1::timestamptz LIMIT $2::int FOR UPDATE SKIP LOCKED
  ), deleted AS (
    DELETE FROM invitations WHERE id = ANY (ARRAY(SELECT id FROM doomed)) RETURNING 1
  )
  SELECT count(*)::int AS deleted FROM deleted`;

/**
 * Receipts of signed inbound calls whose 24 hours are over (docs/webhook-in.md "Signed calls"): a
 * `webhook-id` older than that is no longer a replay (the claim takes an expired row over anyway).
 */
export const PRUNE_INBOUND_RECEIPTS_SQL = `
  WITH doomed AS (
    SELECT automation_id, webhook_id FROM inbound_webhook_receipts
    WHERE expires_at < $1::timestamptz LIMIT $2::int
    FOR UPDATE SKIP LOCKED
  ), deleted AS (
    DELETE FROM inbound_webhook_receipts AS r USING doomed AS d
    WHERE r.automation_id = d.automation_id AND r.webhook_id = d.webhook_id RETURNING 1
  )
  SELECT count(*)::int AS deleted FROM deleted`;

/**
 * Emails that were sent or given up on before the horizon (docs/accounts.md "Email"): their bodies
 * and links were cleared when that happened; what is left (the recipient, the subject, the times) is
 * personal data of no further use. A `pending` email stays, however old. Served by
 * `email_outbox_updated_idx` (updated_at, finished rows only).
 */
export const PRUNE_EMAILS_SQL = `
  WITH doomed AS (
    SELECT id FROM email_outbox WHERE status <> 'pending' AND updated_at < $1::timestamptz
    LIMIT $2::int FOR UPDATE SKIP LOCKED
  ), deleted AS (
    DELETE FROM email_outbox WHERE id = ANY (ARRAY(SELECT id FROM doomed)) RETURNING 1
  )
  SELECT count(*)::int AS deleted FROM deleted`;
