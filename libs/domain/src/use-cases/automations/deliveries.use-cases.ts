import type { Actor } from '../../credentials/actor';
import type { DeliveryLogEntry } from '../../outbound-webhooks/outbox/outbox.repository';
import type { Repositories, UnitOfWork } from '../../ports/repositories';
import type { Clock } from '../../shared/clock';
import type { DomainError } from '../../shared/domain-error';
import { err, ok, type Result } from '../../shared/result';
import type { PageQuery } from '../../shared/page-query';
import { keysetPage, type KeysetPage } from '../keyset-page';
import { conflict, reachAutomation } from './automation-access';

export const DELIVERY_NOT_FOUND: DomainError = { kind: 'NotFound', resource: 'delivery' };

/** GET …/automations/{id}/deliveries: any member (and the space's key); newest first, with attempts. */
export async function listDeliveries(
  repos: Pick<Repositories, 'automations' | 'memberships' | 'deliveries'>,
  actor: Actor,
  spaceId: string,
  automationId: string,
  page: PageQuery,
): Promise<Result<KeysetPage<DeliveryLogEntry>, DomainError>> {
  const reached = await reachAutomation(repos, actor, spaceId, automationId, { manage: false });
  if (!reached.ok) return reached;
  const found = await repos.deliveries.listForAutomation(automationId, {
    limit: page.limit + 1,
    afterId: page.afterId,
  });
  return ok(keysetPage(found, page.limit, (delivery) => delivery.id));
}

/**
 * POST …/automations/{id}/deliveries/{delivery_id}/redeliver: owners and admins. Only a failed
 * (or held: its endpoint is disabled; it is held again while it stays so) delivery goes back to the queue (due now, a fresh retry schedule, its attempts kept in the log);
 * a delivered one is final and a pending one is already on its way, so both are 409.
 */
export async function redeliverDelivery(
  deps: { readonly uow: UnitOfWork; readonly clock: Clock },
  actor: Actor,
  spaceId: string,
  automationId: string,
  deliveryId: string,
): Promise<Result<DeliveryLogEntry, DomainError>> {
  return deps.uow.transaction(async (repos) => {
    // Locked, so a DELETE racing this waits for it or has already happened (404), never in between.
    const reached = await reachAutomation(repos, actor, spaceId, automationId, {
      manage: true,
      forUpdate: true,
    });
    if (!reached.ok) return reached;
    const delivery = await repos.deliveries.findById(deliveryId);
    if (delivery === null || delivery.automationId !== automationId || delivery.spaceId !== spaceId) {
      return err(DELIVERY_NOT_FOUND);
    }
    const redeliverable = delivery.status === 'failed' || delivery.status === 'held';
    if (!redeliverable || !(await repos.deliveries.redeliver(deliveryId, deps.clock.now()))) {
      return err(conflict(notRedeliverable(delivery.status)));
    }
    const queued = await repos.deliveries.findById(deliveryId);
    if (queued === null) throw new Error(`delivery ${deliveryId} vanished inside its transaction`);
    return ok(queued);
  });
}

function notRedeliverable(status: DeliveryLogEntry['status']): string {
  const state = status === 'delivered' ? 'was delivered' : 'is still pending';
  return `only a failed delivery can be redelivered; this one ${state}`;
}
