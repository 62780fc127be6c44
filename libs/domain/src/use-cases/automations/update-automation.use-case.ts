import type { Automation } from '../../automation/automation';
import { addedWebhookActions, checkAutomationLimits } from '../../automation/automation-limits';
import { parseAutomationPatch } from '../../automation/requests/automation.request';
import { applyAutomationPatch } from '../../automation/automation.factory';
import type { Actor } from '../../credentials/actor';
import type { DomainError } from '../../shared/domain-error';
import { err, ok, type Result } from '../../shared/result';
import { reachAutomation } from './automation-access';
import { validationError } from './validation-error';
import type { AutomationWriteDeps } from './automation-write.deps';
import { revealActions, revealNone, type RevealedAutomation } from './revealed-automation';

/**
 * PATCH /v1/spaces/{space}/automations/{id}: owners and admins. The body is checked against the
 * automation (its trigger and its action ids), so after the access check. Actions sent without an
 * `id` are new, and their secrets are shown in this response; kept actions keep theirs unseen. A
 * request that changes nothing writes nothing, not even `updated_at`. One that adds Send Webhook
 * actions past the space's limit gets 409 naming it.
 */
export async function updateAutomation(
  deps: AutomationWriteDeps,
  actor: Actor,
  spaceId: string,
  automationId: string,
  body: unknown,
): Promise<Result<RevealedAutomation, DomainError>> {
  return deps.uow.transaction(async (repos) => {
    const reached = await reachAutomation(repos, actor, spaceId, automationId, {
      manage: true,
      forUpdate: true,
    });
    if (!reached.ok) return reached;
    const current = reached.value;
    const patch = parseAutomationPatch(body, current, { allowLoopback: deps.allowLoopback });
    if (!patch.ok) return err(validationError(patch.error));
    const factory = {
      ids: deps.ids,
      secrets: deps.secrets,
      now: deps.clock.now(),
    };
    const updated = applyAutomationPatch(current, patch.value, factory);
    if (sameSettings(current, updated)) return ok(revealNone(current));
    const webhookActions = addedWebhookActions(current, updated);
    if (webhookActions > 0) {
      const counts = await repos.automations.countForEdit(spaceId);
      const overLimit = checkAutomationLimits(counts, { automations: 0, webhookActions }, deps.limits);
      if (overLimit) return err(overLimit);
    }
    await repos.automations.update(updated);
    const existing = new Set(current.actions.map((action) => action.id));
    const inboundSecret = updated.inboundSigningSecret ?? null;
    const inboundSigningSecretShown =
      inboundSecret !== null && inboundSecret !== (current.inboundSigningSecret ?? null);
    return ok({
      ...revealActions(updated, (actionId) => !existing.has(actionId)),
      inboundSigningSecretShown,
    });
  });
}

/** Everything but `updatedAt`, compared with object keys in a fixed order. */
function sameSettings(a: Automation, b: Automation): boolean {
  return canonical({ ...a, updatedAt: 0 }) === canonical({ ...b, updatedAt: 0 });
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
