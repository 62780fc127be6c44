// Public API of the outbox: what a deal change writes, the delivery state machine, the ports.
export { DELIVERY_STATUSES, isDeliveryStatus } from './outbox-entry';
export type { DeliveryStatus, NewDelivery, OutboxEntry, OutboxEvent } from './outbox-entry';
export { planDealEvent } from './deal-event.rule';
export type { DealEventInput, PlannedDealEvent } from './deal-event.rule';
export { progressAfterAttempt } from './delivery-progress';
export type { AttemptProgressInput, AttemptSummary, DeliveryNextState } from './delivery-progress';
export type {
  AttemptRecord,
  ClaimQuery,
  EnableEndpointOptions,
  ClaimedDelivery,
  DeliveryAttempt,
  DeliveryLogEntry,
  DeliveryRepository,
  OutboxRepository,
  RecordedAttempt,
} from './outbox.repository';
