import type {
  ClaimedEmail,
  EmailAttemptRecord,
  EmailDeliveryRepository,
  EmailOutboxRepository,
  QueuedEmail,
} from '@deal/domain';
import type { EntityManager } from 'typeorm';
import { openRow, sealRow, secretBoxOf } from '../secrets/sealed-columns';
import { toDate, toEpoch } from './row-values';
import { queryRecords } from './sql-records';

interface SealedBodyRow {
  text_body: string;
  html_body: string;
  links: string;
}

/** Queues an email in the caller's transaction: due at once, its bodies and links sealed. */
export class TypeOrmEmailOutboxRepository implements EmailOutboxRepository {
  constructor(private readonly manager: EntityManager) {}

  async enqueue({ id, kind, message, createdAt }: QueuedEmail): Promise<void> {
    const sealed = sealRow<SealedBodyRow>(secretBoxOf(this.manager), 'email_outbox', {
      text_body: message.text,
      html_body: message.html,
      links: JSON.stringify(message.links),
    });
    const at = toDate(createdAt);
    await this.manager.query(
      `INSERT INTO email_outbox (id, kind, recipient, subject, text_body, html_body, links, status,
                                 attempt_count, next_attempt_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending', 0, $8, $8, $8)`,
      [id, kind, message.to, message.subject, sealed.text_body, sealed.html_body, sealed.links, at],
    );
  }
}

/**
 * The claim (the webhook deliveries' shape): lock the oldest due pending emails nobody else holds,
 * through email_outbox_due_idx, and move their due time to the end of the lease in the same
 * statement, so an abandoned claim falls due again with no sweeper and does not count as an attempt.
 */
const CLAIM_DUE = `
  WITH due AS (
    SELECT id FROM email_outbox
    WHERE status = 'pending' AND next_attempt_at <= $1::timestamptz
    ORDER BY next_attempt_at, id
    LIMIT $2::int
    FOR UPDATE SKIP LOCKED
  )
  UPDATE email_outbox AS e
  SET next_attempt_at = $3::timestamptz, lease_expires_at = $3::timestamptz, updated_at = $1::timestamptz
  FROM due WHERE e.id = due.id
  RETURNING e.id, e.recipient, e.subject, e.text_body, e.html_body, e.links, e.attempt_count, e.lease_expires_at`;

/** Fenced by the lease: a record for a lease since lost (the email claimed again) changes nothing. */
const RECORD = `
  UPDATE email_outbox
  SET status = $3::text, attempt_count = attempt_count + 1, lease_expires_at = NULL, last_error = $5::text,
    next_attempt_at = COALESCE($4::timestamptz, next_attempt_at), updated_at = $6::timestamptz,
    sent_at = CASE WHEN $3::text = 'sent' THEN $6::timestamptz END,
    text_body = CASE WHEN $3::text = 'pending' THEN text_body END,
    html_body = CASE WHEN $3::text = 'pending' THEN html_body END,
    links = CASE WHEN $3::text = 'pending' THEN links END
  WHERE id = $1 AND lease_expires_at = $2::timestamptz`;

interface ClaimRow extends SealedBodyRow {
  id: string;
  recipient: string;
  subject: string;
  attempt_count: number;
  lease_expires_at: Date;
}

/** The dispatcher's side of the email outbox: claims, and one record per attempt. */
export class TypeOrmEmailDeliveryRepository implements EmailDeliveryRepository {
  constructor(private readonly manager: EntityManager) {}

  async claimDue({
    now,
    limit,
    leaseMs,
  }: {
    now: number;
    limit: number;
    leaseMs: number;
  }): Promise<ClaimedEmail[]> {
    const rows = await queryRecords<ClaimRow>(this.manager, CLAIM_DUE, [
      toDate(now),
      limit,
      toDate(now + leaseMs),
    ]);
    const box = secretBoxOf(this.manager);
    return rows.map((row) => {
      const opened = openRow(box, 'email_outbox', row);
      return {
        id: row.id,
        message: {
          to: row.recipient,
          subject: row.subject,
          text: opened.text_body,
          html: opened.html_body,
          links: JSON.parse(opened.links) as string[],
        },
        attemptCount: row.attempt_count,
        leaseExpiresAt: toEpoch(row.lease_expires_at),
      };
    });
  }

  async record(attempt: EmailAttemptRecord): Promise<void> {
    await this.manager.query(RECORD, [
      attempt.id,
      toDate(attempt.leaseExpiresAt),
      attempt.status,
      attempt.nextAttemptAt === null ? null : toDate(attempt.nextAttemptAt),
      attempt.error,
      toDate(attempt.recordedAt),
    ]);
  }
}
