import type { InboundReceiptRepository } from '@deal/domain';
import type { EntityManager } from 'typeorm';
import { toDate } from './row-values';
import { queryRecords } from './sql-records';

/**
 * Takes the (automation, webhook-id) row, or an expired one over. Under a concurrent first call
 * holding it, PostgreSQL waits for that transaction: committed, nothing is returned (it is seen);
 * rolled back, this one inserts (claimed).
 */
const CLAIM_SQL = `
  INSERT INTO inbound_webhook_receipts (automation_id, webhook_id, receipt, received_at, expires_at)
  VALUES ($1::text, $2::text, NULL, $3::timestamptz, $4::timestamptz)
  ON CONFLICT (automation_id, webhook_id) DO UPDATE
    SET receipt = NULL, received_at = EXCLUDED.received_at, expires_at = EXCLUDED.expires_at
    WHERE inbound_webhook_receipts.expires_at <= EXCLUDED.received_at
  RETURNING 1 AS claimed`;

/** Receipts of signed inbound calls (migration SignedInboundWebhooks; docs/webhook-in.md "Signed calls"). */
export class TypeOrmInboundReceiptRepository implements InboundReceiptRepository {
  constructor(private readonly manager: EntityManager) {}

  async claim(automationId: string, webhookId: string, now: number, expiresAt: number) {
    const claimed = await queryRecords(this.manager, CLAIM_SQL, [
      automationId,
      webhookId,
      toDate(now),
      toDate(expiresAt),
    ]);
    if (claimed.length === 1) return { kind: 'claimed' } as const;
    const [row] = await queryRecords<{ receipt: unknown }>(
      this.manager,
      `SELECT receipt FROM inbound_webhook_receipts WHERE automation_id = $1 AND webhook_id = $2`,
      [automationId, webhookId],
    );
    if (row === undefined || row.receipt === null) {
      throw new Error(`inbound receipt ${webhookId} of ${automationId} was claimed but never stored`);
    }
    return { kind: 'seen', receipt: row.receipt } as const;
  }

  async record(automationId: string, webhookId: string, receipt: unknown): Promise<void> {
    await this.manager.query(
      `UPDATE inbound_webhook_receipts SET receipt = $3::jsonb WHERE automation_id = $1 AND webhook_id = $2`,
      [automationId, webhookId, JSON.stringify(receipt)],
    );
  }
}
