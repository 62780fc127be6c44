import type { Actor } from '../../credentials/actor';
import type { UnitOfWork } from '../../ports/repositories';
import type { Clock } from '../../shared/clock';
import type { DomainError } from '../../shared/domain-error';
import { err, ok, type Result } from '../../shared/result';
import { conflict, reachAutomation } from './automation-access';
import { NO_ENDPOINT } from './enable-endpoint.use-case';
import {
  sinceWindowIssues,
  type RecoverDeliveriesRequest,
} from '../../automation/requests/recover-deliveries.request';
import { ACTION_NOT_FOUND } from './rotate-automation-secrets.use-cases';

/**
 * POST …/automations/{id}/actions/{action_id}/recover: owners and admins. Every delivery of this
 * Send Webhook action that failed at or after `since` goes back to the queue, as a redelivery does
 * (due now, a fresh retry schedule, its attempts kept in the log), once: the statement moves only
 * rows still failed, so a second recover (even a concurrent one) finds them pending and counts none.
 * A held delivery (endpoint disabled) is not failed: enabling the endpoint releases it.
 * `since` outside its window (the future, or before the retention) is a 400, after the 404s, so
 * a caller who cannot reach the automation learns nothing from it. Answers how many were queued again.
 */
export async function recoverDeliveries(
  deps: {
    readonly uow: UnitOfWork;
    readonly clock: Clock;
    /** RETENTION_DELIVERY_DAYS: `since` may not reach further back. */
    readonly retentionDays: number;
  },
  actor: Actor,
  spaceId: string,
  automationId: string,
  actionId: string,
  request: RecoverDeliveriesRequest,
): Promise<Result<number, DomainError>> {
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
    const now = deps.clock.now();
    const issues = sinceWindowIssues(request.since, now, deps.retentionDays);
    if (issues.length > 0) return err({ kind: 'Validation', issues });
    return ok(await repos.deliveries.recoverFailed(actionId, request.since, now));
  });
}
