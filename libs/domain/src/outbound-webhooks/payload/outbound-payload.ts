import type { OutboundDeal } from './outbound-deal';
import type { TrackedChanges } from './tracked-changes.diff';

/** The event every committed deal change produces for matching automations (CONTRACT §4). */
export const DEAL_UPDATED_EVENT = 'service_deal_updated';

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
