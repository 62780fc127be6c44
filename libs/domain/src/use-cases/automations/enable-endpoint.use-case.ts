import type { Automation } from '../../automation/automation';
import type { EnableEndpointRequest } from '../../automation/requests/enable-endpoint.request';
import type { Actor } from '../../credentials/actor';
import type { UnitOfWork } from '../../ports/repositories';
import type { Clock } from '../../shared/clock';
import type { DomainError } from '../../shared/domain-error';
import { err, ok, type Result } from '../../shared/result';
import { conflict, reachAutomation } from './automation-access';
import { ACTION_NOT_FOUND } from './rotate-automation-secrets.use-cases';

export const NO_ENDPOINT = 'only a send_webhook action has an endpoint';

export interface EnabledEndpoint {
  /** The automation as it now stands. */
  readonly automation: Automation;
  /** Held deliveries released: queued again, or marked failed. */
  readonly released: number;
}

/**
 * POST …/automations/{id}/actions/{action_id}/enable: owners and admins. Enables a Send Webhook
 * endpoint that endpoint health disabled (docs/automations.md "Endpoint health"): its failing run
 * starts from zero and its held deliveries are released. An enabled endpoint is left as it is
 * (a harmless repeat).
 */
export async function enableEndpoint(
  deps: { readonly uow: UnitOfWork; readonly clock: Clock },
  actor: Actor,
  spaceId: string,
  automationId: string,
  actionId: string,
  request: EnableEndpointRequest,
): Promise<Result<EnabledEndpoint, DomainError>> {
  return deps.uow.transaction(async (repos) => {
    // Locked, so a DELETE racing this waits for it or has already happened (404), never in between.
    const reached = await reachAutomation(repos, actor, spaceId, automationId, {
      manage: true,
      forUpdate: true,
    });
    if (!reached.ok) return reached;
    const action = reached.value.actions.find((candidate) => candidate.id === actionId);
    if (action === undefined) return err(ACTION_NOT_FOUND);
    if (action.type !== 'send_webhook') return err(conflict(NO_ENDPOINT));
    const released = await repos.deliveries.enableEndpoint(actionId, deps.clock.now(), request);
    const automation = await repos.automations.findById(automationId);
    if (automation === null) throw new Error(`automation ${automationId} vanished inside its transaction`);
    return ok({ automation, released });
  });
}
