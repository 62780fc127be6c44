import {
  withoutMessage,
  type CommittedEvent,
  type DealEventData,
  type DealEventPayload,
  type EventActor,
  type EventFeedQuery,
  type EventFeedRepository,
} from '@deal/domain';
import type { EntityManager } from 'typeorm';
import { queryRecords } from './sql-records';
import { toEpoch } from './row-values';

/**
 * The feed in commit order (docs/events.md "Commit order"): by the writing transaction's id, then
 * the event id, and only events of transactions older than the oldest one still running
 * (`pg_snapshot_xmin`). Every transaction below that horizon has ended, so its rows are visible to
 * this statement or gone with its rollback, and no transaction can take an id below it any more:
 * an event shown can never be followed, later, by one that sorts before it. Index
 * outbox_events_feed_idx (space_id, xact_id, id) serves the filter, the cursor and the order, so a
 * page is one index range read however many events the space holds.
 *
 * The ORDER BY names the table's column: the bare name `xact_id` would be the output column of the
 * same name, its text form, which sorts '10' before '9' (pages out of step with the cursor once
 * transaction ids gain a digit) and which no index serves (a sort of the whole space per page).
 */
export const FEED_SQL = `
  SELECT id, event, created_at, deal_id, revision, actor_type, actor_id, payload, xact_id::text AS xact_id
  FROM outbox_events
  WHERE space_id = $1
    AND xact_id < pg_snapshot_xmin(pg_current_snapshot())
    AND ($2::text IS NULL OR (xact_id, id) > ($2::xid8, $3::text))
    AND ($4::text IS NULL OR event = $4::text)
    AND ($5::text IS NULL OR deal_id = $5::text)
  ORDER BY outbox_events.xact_id, outbox_events.id
  LIMIT $6::int`;

interface FeedRow {
  id: string;
  event: string;
  created_at: Date;
  deal_id: string | null;
  revision: number | null;
  actor_type: string | null;
  actor_id: string | null;
  payload: unknown;
  xact_id: string;
}

export class TypeOrmEventFeedRepository implements EventFeedRepository {
  constructor(private readonly manager: EntityManager) {}

  async listCommitted(query: EventFeedQuery): Promise<CommittedEvent[]> {
    const rows = await queryRecords<FeedRow>(this.manager, FEED_SQL, [
      query.spaceId,
      query.after?.xactId ?? null,
      query.after?.eventId ?? null,
      query.type,
      query.dealId,
      query.limit,
    ]);
    return rows.map(feedEventToDomain);
  }
}

function feedEventToDomain(row: FeedRow): CommittedEvent {
  return {
    id: row.id,
    type: row.event,
    createdAt: toEpoch(row.created_at),
    dealId: row.deal_id,
    revision: row.revision,
    actor: row.actor_type === null ? null : ({ type: row.actor_type, id: row.actor_id } as EventActor),
    // An event written before messages moved to the deliveries still carries one: never shown here.
    data: withoutMessage(row.payload as DealEventPayload) as DealEventData,
    position: { xactId: row.xact_id, eventId: row.id },
  };
}
