import type { Actor } from '../../credentials/actor';
import type { Repositories } from '../../ports/repositories';
import type { DomainError } from '../../shared/domain-error';
import { err, ok, type Result } from '../../shared/result';
import type { IncomingPayload } from '../../webhook-in/incoming-payload';
import { conflict, reachAutomation } from './automation-access';

export const NO_INCOMING_WEBHOOK = 'only a webhook_received automation has an incoming webhook';

/** The incoming-webhook panel of SPEC §5.3: where to POST, with which key, and what. */
export interface IncomingWebhookPanel {
  readonly automationId: string;
  /** `{webhook_in_url}/spaces/<space_id>/webhook-in` (SPEC §4.5). */
  readonly endpointUrl: string;
  /** Sent as `X-Service-Webhook`. */
  readonly signingKey: string;
  /**
   * Calls must be signed (Standard Webhooks, docs/webhook-in.md "Signed calls") with the
   * automation's own secret, shown only when it was generated; the key alone is refused.
   */
  readonly requireSignature: boolean;
  readonly samplePayload: IncomingPayload;
}

/**
 * GET …/automations/{id}/incoming: owners and admins only, since it shows the signing key. The
 * sample approves the space's oldest deal (a placeholder id when the space has none yet), the
 * decision an audit system typically posts back.
 */
export async function getIncomingWebhookPanel(
  deps: {
    readonly repos: Pick<Repositories, 'automations' | 'memberships' | 'deals'>;
    readonly webhookInUrl: string;
  },
  actor: Actor,
  spaceId: string,
  automationId: string,
): Promise<Result<IncomingWebhookPanel, DomainError>> {
  const reached = await reachAutomation(deps.repos, actor, spaceId, automationId, { manage: true });
  if (!reached.ok) return reached;
  const { signingKey, trigger, inboundSigningSecret = null } = reached.value;
  if (trigger !== 'webhook_received' || signingKey === null) return err(conflict(NO_INCOMING_WEBHOOK));
  const [deal] = await deps.repos.deals.list({ spaceId, status: null, limit: 1, afterId: null });
  return ok({
    automationId,
    endpointUrl: incomingEndpointUrl(deps.webhookInUrl, spaceId),
    signingKey,
    requireSignature: inboundSigningSecret !== null,
    samplePayload: { id: deal?.id ?? 'deal_sample', status: 'approved' },
  });
}

/** `{webhook_in_url}/spaces/<space_id>/webhook-in`, whether or not the base ends with a slash. */
export function incomingEndpointUrl(webhookInUrl: string, spaceId: string): string {
  return `${webhookInUrl.replace(/\/+$/, '')}/spaces/${encodeURIComponent(spaceId)}/webhook-in`;
}
