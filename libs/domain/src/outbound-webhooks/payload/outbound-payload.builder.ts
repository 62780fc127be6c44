import type { OutboundDeal } from './outbound-deal';
import type { OutboundPayload } from './outbound-payload';
import { renderMessage } from './message.template';
import type { TrackedChanges } from './tracked-changes.diff';

export interface OutboundPayloadInput {
  readonly event: string;
  readonly spaceId: string;
  /** When the change happened, epoch milliseconds (UTC). */
  readonly timestamp: number;
  readonly deal: OutboundDeal;
  readonly changes: TrackedChanges;
  /** The action's message template, not yet rendered; null or undefined when none is configured. */
  readonly messageTemplate?: string | null;
}

/**
 * Assembles the SPEC §6.1 body and renders the message here, exactly once, so no caller can hand in
 * an already-rendered text and have its `$` sequences expanded a second time. `message` is always
 * present (empty when none is configured) so receivers can read it without checking for it first.
 */
export function buildOutboundPayload(input: OutboundPayloadInput): OutboundPayload {
  const { event, spaceId, deal } = input;
  const template = input.messageTemplate ?? '';
  return {
    event,
    space_id: spaceId,
    timestamp: new Date(input.timestamp).toISOString(),
    deal,
    changes: input.changes,
    message: template === '' ? '' : renderMessage(template, { event, spaceId, deal }),
  };
}
