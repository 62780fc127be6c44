import type { Automation } from '../../automation/automation';
import { sendWebhookActions } from '../../automation/automation';
import { matchesConditions } from '../../automation/condition.matcher';
import type { Deal } from '../../deal/deal';
import type { IdGenerator } from '../../shared/id-generator';
import { toOutboundDeal } from '../payload/outbound-deal.mapper';
import { DEAL_UPDATED_EVENT } from '../payload/outbound-payload';
import { buildOutboundPayload } from '../payload/outbound-payload.builder';
import { outboundChanges } from '../payload/tracked-changes.diff';
import type { OutboxEntry } from './outbox-entry';

export interface DealChangeOutboxInput {
  readonly before: Deal;
  readonly after: Deal;
  /** The space's automations; only enabled `deal_updated` ones of the deal's space can match. */
  readonly automations: readonly Automation[];
  /** When the change commits, epoch ms: the payload's `timestamp` and the first attempt's time. */
  readonly now: number;
  /** `{app_url}` of the deal links (SPEC §2.3). */
  readonly appUrl: string;
  readonly ids: IdGenerator;
}

/**
 * The outbox rows of one committed deal change (CONTRACT §4): for every enabled `deal_updated`
 * automation of the deal's space whose conditions hold, one `service_deal_updated` event per Send
 * Webhook action, each with one pending delivery due at once.
 *
 * A change that touches no tracked field still produces events (with `changes: {}`): CONTRACT §4
 * says every committed change does, and an automation that wants only some changes says so with
 * conditions (`changed`, `changed_to`, …). Conditions and `changes` are computed on the outbound
 * representation, so they agree with what the receiver sees; each side is converted once, and that
 * one form serves the conditions, the diff and every payload.
 */
export function planDealChangeOutbox(input: DealChangeOutboxInput): OutboxEntry[] {
  const { before, after, now, appUrl, ids } = input;
  if (before.id !== after.id) throw new Error('planDealChangeOutbox: before and after are different deals');
  const previous = toOutboundDeal(before, appUrl);
  const current = toOutboundDeal(after, appUrl);
  const matching = input.automations.filter(
    (automation) =>
      automation.enabled &&
      automation.trigger === 'deal_updated' &&
      automation.spaceId === after.spaceId &&
      matchesConditions(automation.conditions, previous, current),
  );
  if (matching.length === 0) return [];
  const changes = outboundChanges(previous, current);
  return matching.flatMap(sendWebhookActions).map((action) => {
    const eventId = ids.next('evt');
    const payload = buildOutboundPayload({
      event: DEAL_UPDATED_EVENT,
      spaceId: after.spaceId,
      timestamp: now,
      deal: current,
      changes,
      messageTemplate: action.message,
    });
    return {
      event: {
        id: eventId,
        spaceId: after.spaceId,
        dealId: after.id,
        event: DEAL_UPDATED_EVENT,
        payload,
        createdAt: now,
      },
      delivery: { id: ids.next('dlv'), eventId, actionId: action.id, nextAttemptAt: now, createdAt: now },
    };
  });
}
