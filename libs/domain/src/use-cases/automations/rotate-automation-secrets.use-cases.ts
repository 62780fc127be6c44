import { PREVIOUS_SECRET_OVERLAP_MS } from '../../outbound-webhooks/payload/standard-webhook';
import type { Automation, SendWebhookAction } from '../../automation/automation';
import type { Actor } from '../../credentials/actor';
import type { Repositories } from '../../ports/repositories';
import type { DomainError } from '../../shared/domain-error';
import { err, ok, type Result } from '../../shared/result';
import { conflict, reachAutomation } from './automation-access';
import type { AutomationWriteDeps } from './automation-write.deps';
import { revealNone, type RevealedAutomation } from './revealed-automation';

type RotateDeps = Omit<AutomationWriteDeps, 'allowLoopback' | 'limits'>;

export const NO_SIGNING_KEY = 'only a webhook_received automation has a signing key';
export const NO_SECRET = 'only a send_webhook action has a secret';
export const ACTION_NOT_FOUND: DomainError = { kind: 'NotFound', resource: 'action' };
export const NO_INBOUND_SIGNING_SECRET =
  'only a webhook_received automation that requires signatures has a signing secret';

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
    return ok({ ...revealNone(automation), signingKeyShown: true });
  });
}

/**
 * POST …/automations/{id}/actions/{action_id}/rotate-secret: owners and admins. The action keeps
 * its id, URL and delivery log; every request from now on (retries of queued deliveries included)
 * carries the new `X-Service-Webhook` secret at once (SPEC §5.2), which is in this response only.
 * Signatures are not touched: they are keyed with the signing secret.
 */
export async function rotateActionSecret(
  deps: RotateDeps,
  actor: Actor,
  spaceId: string,
  automationId: string,
  actionId: string,
): Promise<Result<RevealedAutomation, DomainError>> {
  return changeSendWebhookAction(deps, actor, { spaceId, automationId, actionId }, (action) => ({
    action: { ...action, secret: deps.secrets.issue('webhook_secret') },
    shown: 'secret',
  }));
}

/**
 * POST …/automations/{id}/actions/{action_id}/rotate-signing-secret: owners and admins. The new
 * signing secret is in this response only. For PREVIOUS_SECRET_OVERLAP_MS the old one signs beside
 * it (two `v1,` signatures), so a receiver can switch over without refusing a delivery
 * (docs/automations.md "Signatures").
 */
export async function rotateSigningSecret(
  deps: RotateDeps,
  actor: Actor,
  spaceId: string,
  automationId: string,
  actionId: string,
): Promise<Result<RevealedAutomation, DomainError>> {
  return changeSendWebhookAction(deps, actor, { spaceId, automationId, actionId }, (action) => ({
    action: {
      ...action,
      signingSecret: deps.secrets.issue('signing_secret'),
      previousSigningSecret: {
        secret: action.signingSecret,
        until: deps.clock.now() + PREVIOUS_SECRET_OVERLAP_MS,
      },
    },
    shown: 'signing_secret',
  }));
}

/** Replaces one Send Webhook action of a locked automation, and shows the secret it generated. */
async function changeSendWebhookAction(
  deps: RotateDeps,
  actor: Actor,
  target: { readonly spaceId: string; readonly automationId: string; readonly actionId: string },
  change: (action: SendWebhookAction) => { action: SendWebhookAction; shown: 'secret' | 'signing_secret' },
): Promise<Result<RevealedAutomation, DomainError>> {
  const { spaceId, automationId, actionId } = target;
  return changeLocked(deps, actor, spaceId, automationId, (current) => {
    const action = current.actions.find((candidate) => candidate.id === actionId);
    if (action === undefined) return err(ACTION_NOT_FOUND);
    if (action.type !== 'send_webhook') return err(conflict(NO_SECRET));
    const changed = change(action);
    const actions = current.actions.map((a) => (a.id === actionId ? changed.action : a));
    const revealed = revealNone({ ...current, actions });
    return ok(
      changed.shown === 'secret'
        ? { ...revealed, secretsShownFor: [actionId] }
        : { ...revealed, signingSecretsShownFor: [actionId] },
    );
  });
}

/**
 * POST …/automations/{id}/rotate-inbound-signing-secret: owners and admins. The old secret stops
 * verifying at once (a sender re-signs with the new one); the new one is in this response only.
 * An automation that does not require signatures has none (409): turn `require_signature` on.
 */
export async function rotateInboundSigningSecret(
  deps: Pick<RotateDeps, 'uow' | 'clock' | 'secrets'>,
  actor: Actor,
  spaceId: string,
  automationId: string,
): Promise<Result<RevealedAutomation, DomainError>> {
  return changeLocked(deps, actor, spaceId, automationId, (current) => {
    if ((current.inboundSigningSecret ?? null) === null) return err(conflict(NO_INBOUND_SIGNING_SECRET));
    const automation = { ...current, inboundSigningSecret: deps.secrets.issue('signing_secret') };
    return ok({ ...revealNone(automation), inboundSigningSecretShown: true });
  });
}

/** Reaches the automation as a manager, locked, and stores what `change` makes of it. */
async function changeLocked(
  deps: Pick<RotateDeps, 'uow' | 'clock'>,
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
