/**
 * One email as the service writes it: to one person, plain text and simple HTML saying the same,
 * and the links it carries (so a log without SMTP can show them, docs/accounts.md).
 */
export interface EmailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly links: readonly string[];
}

/** Why an email is sent; one per flow, so the outbox says what each row was for. */
export const EMAIL_KINDS = ['invitation', 'verify_email', 'account_exists', 'password_reset'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/** What an email's row in the outbox is at: waiting (or retrying), sent, or given up on. */
export const EMAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** An email queued in the same transaction as what caused it. */
export interface QueuedEmail {
  readonly id: string;
  readonly kind: EmailKind;
  readonly message: EmailMessage;
  readonly createdAt: number;
}
