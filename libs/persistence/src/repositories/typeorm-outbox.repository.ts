import type { OutboxEntry, OutboxRepository } from '@deal/domain';
import type { EntityManager } from 'typeorm';
import { OUTBOX_CHANNEL } from '../outbox/outbox-channel';
import { OutboxEventSchema } from '../schema/outbox-event.schema';
import { WebhookDeliverySchema } from '../schema/webhook-delivery.schema';
import { toDate } from './row-values';

export class TypeOrmOutboxRepository implements OutboxRepository {
  constructor(private readonly manager: EntityManager) {}

  /**
   * Use the deal change's transactional repositories: the rows and the wake-up then commit with the
   * change, and a rolled-back change leaves neither rows nor a notification behind.
   */
  async append(entries: readonly OutboxEntry[]): Promise<void> {
    if (entries.length === 0) return;
    await this.manager.insert(
      OutboxEventSchema,
      entries.map(({ event }) => ({
        id: event.id,
        space_id: event.spaceId,
        deal_id: event.dealId,
        event: event.event,
        payload: event.payload,
        created_at: toDate(event.createdAt),
      })),
    );
    await this.manager.insert(
      WebhookDeliverySchema,
      entries.map(({ delivery }) => ({
        id: delivery.id,
        event_id: delivery.eventId,
        action_id: delivery.actionId,
        status: 'pending',
        attempt_count: 0,
        next_attempt_at: toDate(delivery.nextAttemptAt),
        lease_expires_at: null,
        last_error: null,
        created_at: toDate(delivery.createdAt),
        updated_at: toDate(delivery.createdAt),
        delivered_at: null,
      })),
    );
    await this.manager.query(`SELECT pg_notify($1, '')`, [OUTBOX_CHANNEL]);
  }
}
