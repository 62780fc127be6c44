import { PREVIOUS_SECRET_OVERLAP_MS } from '../../outbound-webhooks/payload/standard-webhook';
import type { Automation } from '../../automation/automation';
import type { Actor } from '../../credentials/actor';
import type { Repositories } from '../../ports/repositories';
import type { DomainError } from '../../shared/domain-error';
import { err, ok, type Result } from '../../shared/result';
import { conflict, reachAutomation } from './automation-access';
import type { AutomationWriteDeps } from './automation-write.deps';
import type { RevealedAutomation } from './revealed-automation';

type RotateDeps = Omit<AutomationWriteDeps, 'allowLoopback' | 'limits'>;

export const NO_SIGNING_KEY = 'only a webhook_received automation has a signing key';
export const NO_SECRET = 'only a send_webhook action has a secret';
export const ACTION_NOT_FOUND: DomainError = { kind: 'NotFound', resource: 'action' };

/**
 * POST …/automations/{id}/rotate-signing-key: owners and admins. The old key stops working at
 * once; the new one is in this response (and in the incoming-webhook panel).
 */
export async function rotateSigningKey(
  deps: RotateDeps,
  actor: Actor,
  spaceId: string,
  automationId: string,
): Promise<Result<RevealedAutomation, DomainError>> {
  return changeLocked(deps, actor, spaceId, automationId, (current) => {
    if (current.trigger !== 'webhook_received') return err(conflict(NO_SIGNING_KEY));
    const automation = { ...current, signingKey: deps.secrets.issue('signing_key') };
    return ok({ automation, signingKeyShown: true, secretsShownFor: [] });
  });
}

/**
 * POST …/automations/{id}/actions/{action_id}/rotate-secret: owners and admins. The action keeps
 * its id, URL and delivery log; every request from now on (retries of queued deliveries included)
 * carries the new secret, which is in this response only. For PREVIOUS_SECRET_OVERLAP_MS the old
 * secret signs beside it (two `v1,` signatures), so a receiver verifying signatures can switch over
 * without refusing a delivery; `X-Service-Webhook` carries the new secret at once (SPEC §5.2).
 */
export async function rotateActionSecret(
  deps: RotateDeps,
  actor: Actor,
  spaceId: string,
  automationId: string,
  actionId: string,
): Promise<Result<RevealedAutomation, DomainError>> {
  return changeLocked(deps, actor, spaceId, automationId, (current) => {
    const action = current.actions.find((candidate) => candidate.id === actionId);
    if (action === undefined) return err(ACTION_NOT_FOUND);
    if (action.type !== 'send_webhook') return err(conflict(NO_SECRET));
    const secret = deps.secrets.issue('webhook_secret');
    // The replaced secret keeps signing beside the new one for a day (docs/automations.md).
    const previousSecret = { secret: action.secret, until: deps.clock.now() + PREVIOUS_SECRET_OVERLAP_MS };
    const actions = current.actions.map((a) =>
      a.id === actionId && a.type === 'send_webhook' ? { ...a, secret, previousSecret } : a,
    );
    return ok({ automation: { ...current, actions }, signingKeyShown: false, secretsShownFor: [actionId] });
  });
}

/** Reaches the automation as a manager, locked, and stores what `change` makes of it. */
async function changeLocked(
  deps: RotateDeps,
  actor: Actor,
  spaceId: string,
  automationId: string,
  change: (current: Automation) => Result<RevealedAutomation, DomainError>,
): Promise<Result<RevealedAutomation, DomainError>> {
  return deps.uow.transaction(async (repos: Repositories) => {
    const reached = await reachAutomation(repos, actor, spaceId, automationId, {
      manage: true,
      forUpdate: true,
    });
    if (!reached.ok) return reached;
    const changed = change(reached.value);
    if (!changed.ok) return changed;
    const automation = { ...changed.value.automation, updatedAt: deps.clock.now() };
    await repos.automations.update(automation);
    return ok({ ...changed.value, automation });
  });
}
