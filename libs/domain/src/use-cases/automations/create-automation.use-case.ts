import { reachSpaceAsManager } from '../../access/space-access';
import { addedWebhookActions, checkAutomationLimits } from '../../automation/automation-limits';
import { parseNewAutomation } from '../../automation/requests/automation.request';
import { newAutomation } from '../../automation/automation.factory';
import type { Actor } from '../../credentials/actor';
import type { DomainError } from '../../shared/domain-error';
import { err, ok, type Result } from '../../shared/result';
import { AUTOMATION } from './automation-access';
import { validationError } from './validation-error';
import type { AutomationWriteDeps } from './automation-write.deps';
import { revealAll, type RevealedAutomation } from './revealed-automation';

/**
 * POST /v1/spaces/{space}/automations: owners and admins. The body is checked first (it depends on
 * nothing else, so a 400 tells nothing about the space); the new automation's secrets are shown
 * in this response. A space at its limits (AutomationLimits) gets 409 naming the limit.
 */
export async function createAutomation(
  deps: AutomationWriteDeps,
  actor: Actor,
  spaceId: string,
  body: unknown,
): Promise<Result<RevealedAutomation, DomainError>> {
  const spec = parseNewAutomation(body, { allowLoopback: deps.allowLoopback });
  if (!spec.ok) return err(validationError(spec.error));
  return deps.uow.transaction(async (repos) => {
    const access = await reachSpaceAsManager(repos, actor, spaceId, AUTOMATION);
    if (!access.ok) return access;
    const factory = {
      ids: deps.ids,
      secrets: deps.secrets,
      now: deps.clock.now(),
    };
    const automation = newAutomation(spaceId, spec.value, factory);
    const counts = await repos.automations.countForEdit(spaceId);
    const added = { automations: 1, webhookActions: addedWebhookActions(null, automation) };
    const overLimit = checkAutomationLimits(counts, added, deps.limits);
    if (overLimit) return err(overLimit);
    await repos.automations.insert(automation);
    return ok(revealAll(automation));
  });
}
