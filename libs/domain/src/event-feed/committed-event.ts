import type { EventActor } from '../outbound-webhooks/payload/event-actor';
import type { DealEventData } from '../outbound-webhooks/payload/outbound-payload';
import { DEAL_CREATED_EVENT, DEAL_UPDATED_EVENT } from '../outbound-webhooks/payload/outbound-payload';

/** The event types the feed holds (docs/events.md). */
export const EVENT_TYPES = [DEAL_UPDATED_EVENT, DEAL_CREATED_EVENT] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export function isEventType(value: unknown): value is EventType {
  return typeof value === 'string' && (EVENT_TYPES as readonly string[]).includes(value);
}

/**
 * Where a reader stands in the feed: after the event `eventId` of the transaction `xactId` (a
 * decimal xid8). The feed is in commit order: by transaction, then by event id.
 */
export interface FeedPosition {
  readonly xactId: string;
  readonly eventId: string;
}

/**
 * One committed deal change as the events API shows it: `data` is the body a Send Webhook receiver
 * gets, less `message`. `revision` and `actor` are null only on events written before they existed.
 */
export interface CommittedEvent {
  readonly id: string;
  readonly type: string;
  readonly createdAt: number;
  readonly dealId: string | null;
  readonly revision: number | null;
  readonly actor: EventActor | null;
  readonly data: DealEventData;
  readonly position: FeedPosition;
}

export interface EventFeedQuery {
  readonly spaceId: string;
  readonly after: FeedPosition | null;
  readonly limit: number;
  readonly type: EventType | null;
  readonly dealId: string | null;
}

/** Port of the events feed (docs/events.md "Commit order"). */
export interface EventFeedRepository {
  /**
   * The space's events after `after`, in commit order, that are safe to show: only those of
   * transactions older than the oldest one still running, so none that commits later can land
   * before what was shown. At most `limit`.
   */
  listCommitted(query: EventFeedQuery): Promise<CommittedEvent[]>;
}
