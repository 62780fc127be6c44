import type { EventActor } from './event-actor';
import type { OutboundDeal } from './outbound-deal';
import type { TrackedChanges } from './tracked-changes.diff';

/** The event every committed deal change produces for matching automations (CONTRACT §4). */
export const DEAL_UPDATED_EVENT = 'service_deal_updated';

/** The event a new deal produces for matching `deal_created` automations (docs/events.md). */
export const DEAL_CREATED_EVENT = 'service_deal_created';

/** The body of a Send Webhook request (SPEC §6.1); `D` narrows the deal for the send-test sample. */
export interface OutboundPayload<D = OutboundDeal> {
  readonly event: string;
  readonly space_id: string;
  /** ISO 8601, UTC. */
  readonly timestamp: string;
  readonly deal: D;
  readonly changes: TrackedChanges;
  /** Always present; an empty string when the action has no message configured. */
  readonly message: string;
}

/**
 * The body of a real deal event: SPEC §6.1's fields unchanged, then what, who and when
 * (docs/events.md): the event's id (one per committed change, the same for every action that sends
 * it), the deal's revision after the change, and who made it.
 */
export interface DealEventPayload extends OutboundPayload {
  readonly event_id: string;
  readonly revision: number;
  readonly actor: EventActor;
}

/** What an event says whoever reads it (the events API's `data`): the body less the action's `message`. */
export type DealEventData = Omit<DealEventPayload, 'message'>;
