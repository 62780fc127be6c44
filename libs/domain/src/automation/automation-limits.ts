import type { DomainError } from '../shared/domain-error';
import { sendWebhookActions, type Automation } from './automation';

/**
 * How much one space may fan out (`AUTOMATIONS_PER_SPACE_MAX`, `WEBHOOK_ACTIONS_PER_SPACE_MAX`): every
 * deal change sends one request per Send Webhook action of every matching automation, so the caps
 * bound the requests one change can cause (docs/automations.md "Limits").
 */
export interface AutomationLimits {
  readonly automationsPerSpace: number;
  readonly webhookActionsPerSpace: number;
}

export const DEFAULT_AUTOMATION_LIMITS: AutomationLimits = {
  automationsPerSpace: 50,
  webhookActionsPerSpace: 100,
};

/** What a space holds now: its automations and their Send Webhook actions. */
export interface SpaceAutomationCounts {
  readonly automations: number;
  readonly webhookActions: number;
}

const limitReached = (message: string): DomainError => ({ kind: 'Conflict', message });

/** Send Webhook actions `after` has beyond those of `before` (none when it has fewer). */
export const addedWebhookActions = (before: Automation | null, after: Automation): number =>
  Math.max(0, sendWebhookActions(after).length - (before ? sendWebhookActions(before).length : 0));

/**
 * Whether a space holding `counts` may take `automations` more automations and `webhookActions`
 * more Send Webhook actions. A space already over a lowered limit keeps what it has and may change
 * it, as long as a change adds nothing the limit counts.
 */
export function checkAutomationLimits(
  counts: SpaceAutomationCounts,
  added: SpaceAutomationCounts,
  limits: AutomationLimits,
): DomainError | null {
  if (added.automations > 0 && counts.automations + added.automations > limits.automationsPerSpace)
    return limitReached(`this space has reached its limit of ${limits.automationsPerSpace} automations`);
  if (
    added.webhookActions > 0 &&
    counts.webhookActions + added.webhookActions > limits.webhookActionsPerSpace
  ) {
    const limit = limits.webhookActionsPerSpace;
    return limitReached(
      counts.webhookActions >= limit
        ? `this space has reached its limit of ${limit} send_webhook actions`
        : `this space has ${counts.webhookActions} of its limit of ${limit} send_webhook actions; ` +
            `this change adds ${added.webhookActions}`,
    );
  }
  return null;
}
