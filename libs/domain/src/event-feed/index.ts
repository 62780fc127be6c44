// Public API of the events feed: every committed deal change, in commit order (docs/events.md).
export { EVENT_TYPES, isEventType } from './committed-event';
export type {
  CommittedEvent,
  EventFeedQuery,
  EventFeedRepository,
  EventType,
  FeedPosition,
} from './committed-event';
