import type { IdGenerator } from '../shared/id-generator';
import type { ActionSpec } from './action-input.parser';
import type { Automation, AutomationAction } from './automation';
import type { AutomationPatch, AutomationSpec } from './requests/automation.request';
import type { AutomationSecretIssuer } from './automation-secret';

/** Ids and secrets come from ports and time from the caller: the rules stay pure and testable. */
export interface AutomationFactoryDeps {
  readonly ids: IdGenerator;
  readonly secrets: AutomationSecretIssuer;
  /** Issues the `whsec_…` secret of a webhook_received automation that requires signatures. */
  readonly now: number;
}

/** A new automation of `spaceId` from a validated request: fresh ids, a secret per Send Webhook action. */
export function newAutomation(
  spaceId: string,
  spec: AutomationSpec,
  deps: AutomationFactoryDeps,
): Automation {
  return {
    id: deps.ids.next('aut'),
    spaceId,
    name: spec.name,
    enabled: spec.enabled,
    trigger: spec.trigger,
    conditions: spec.conditions,
    signingKey: spec.trigger === 'webhook_received' ? deps.secrets.issue('signing_key') : null,
    ...(spec.requireSignature && { inboundSigningSecret: inboundSecretOf(deps) }),
    actions: spec.actions.map((action) => buildAction(action, [], deps)),
    createdAt: deps.now,
    updatedAt: deps.now,
  };
}

/**
 * The automation after an update. Actions sent replace the list: one naming an existing action by
 * id keeps that action's id and secret (so the receiver's configured secret and the delivery log
 * stay), any other gets a new id and secret, and actions left out are removed. Trigger and signing
 * key never change; `require_signature` turned on issues an inbound signing secret, off drops it.
 */
export function applyAutomationPatch(
  current: Automation,
  patch: AutomationPatch,
  deps: AutomationFactoryDeps,
): Automation {
  const { inboundSigningSecret: _kept, ...rest } = current;
  const inboundSigningSecret = patchedInboundSecret(current, patch, deps);
  return {
    ...rest,
    ...(inboundSigningSecret !== null && { inboundSigningSecret }),
    name: patch.name ?? current.name,
    enabled: patch.enabled ?? current.enabled,
    conditions: patch.conditions ?? current.conditions,
    actions: patch.actions
      ? patch.actions.map((action) => buildAction(action, current.actions, deps))
      : current.actions,
    updatedAt: deps.now,
  };
}

/** Turning signatures on issues a secret (shown in that response); off forgets it; else it stays. */
function patchedInboundSecret(
  current: Automation,
  patch: AutomationPatch,
  deps: AutomationFactoryDeps,
): string | null {
  const secret = current.inboundSigningSecret ?? null;
  if (patch.requireSignature === false) return null;
  if (patch.requireSignature === true && secret === null) return inboundSecretOf(deps);
  return secret;
}

/** The same kind of secret as a Send Webhook action's signing secret: Standard Webhooks' `whsec_…`. */
function inboundSecretOf(deps: AutomationFactoryDeps): string {
  return deps.secrets.issue('signing_secret');
}

function buildAction(
  spec: ActionSpec,
  existing: readonly AutomationAction[],
  deps: AutomationFactoryDeps,
): AutomationAction {
  const kept = existing.find((action) => action.id === spec.keepId && action.type === spec.type);
  const id = kept?.id ?? deps.ids.next('act');
  if (spec.type === 'update_deal') return { type: 'update_deal', id, fields: spec.fields };
  if (kept?.type === 'send_webhook') {
    // The secrets (and a rotated signing secret still in its overlap) stay: the receiver keeps verifying.
    const { secret, signingSecret, previousSigningSecret = null } = kept;
    const { url, message } = spec;
    return { type: 'send_webhook', id, url, message, secret, signingSecret, previousSigningSecret };
  }
  return {
    type: 'send_webhook',
    id,
    url: spec.url,
    message: spec.message,
    secret: deps.secrets.issue('webhook_secret'),
    signingSecret: deps.secrets.issue('signing_secret'),
    previousSigningSecret: null,
  };
}
