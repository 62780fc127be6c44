import type { Actor } from '../../credentials/actor';
import type { Deal } from '../../deal/deal';
import { checkChangeable } from '../../deal/deal-editability';
import type { Phase } from '../../deal/phase';
import type { Repositories } from '../../ports/repositories';
import type { DomainError } from '../../shared/domain-error';
import { err, ok, type Result } from '../../shared/result';
import { reachDeal, reachLockedDealWith, type WithMemberRole } from './reach-deal';
import { eventActorOf } from '../../outbound-webhooks/payload/event-actor';
import { changeTime, saveDealChange, type DealChangeDeps } from './save-deal-change';

export const PHASE_NOT_FOUND: DomainError = { kind: 'NotFound', resource: 'phase' };

/**
 * The deal of a phase change, locked, once the actor reaches it (404) and it accepts changes: a
 * pending deal is read-only and an archived one takes nothing but un-archiving (409), as for
 * `PATCH /v1/deal/{id}`.
 */
export async function lockDealForPhaseChange(
  repos: Repositories,
  actor: Actor,
  dealId: string,
): Promise<Result<Deal, DomainError>> {
  const reached = await reachDeal(repos, actor, dealId, { forUpdate: true });
  if (!reached.ok) return reached;
  const { deal } = reached.value;
  const changeable = checkChangeable(deal);
  return changeable.ok ? ok(deal) : changeable;
}

/**
 * lockDealForPhaseChange, where the actor's membership comes with what the change reads next
 * (`reachLockedDealWith`: one statement where `roleOf` would be a second). `read`'s answer is the
 * caller's only once the deal is in reach and accepts changes.
 */
export async function lockDealForPhaseChangeWith<T extends WithMemberRole>(
  repos: Repositories,
  actor: Actor,
  dealId: string,
  read: (deal: Deal, memberId: string | null) => Promise<T>,
): Promise<Result<{ readonly deal: Deal; readonly read: T }, DomainError>> {
  const reached = await reachLockedDealWith(repos, actor, dealId, read);
  if (!reached.ok) return reached;
  const { deal } = reached.value;
  const changeable = checkChangeable(deal);
  return changeable.ok ? ok({ deal, read: reached.value.read }) : changeable;
}

/** The deal's phase with this id; another deal's phase is as unknown as a made-up id (404). */
export async function findDealPhase(
  repos: Repositories,
  deal: Deal,
  phaseId: string,
): Promise<Result<Phase, DomainError>> {
  const phase = (await repos.phases.listByDeal(deal.id)).find((p) => p.id === phaseId);
  return phase ? ok(phase) : err(PHASE_NOT_FOUND);
}

/**
 * A phase is part of the deal's schedule, so adding, editing or removing one is a change of the
 * deal: `updated_at` moves, and it is written through `saveDealChange`, which puts the outbound
 * `deal_updated` events (with the `changes` of the tracked fields, `{}` here) in the same
 * transaction. No version is taken: versions are taken before a reschedule (docs/deals.md).
 */
export async function savePhaseChange(
  repos: Repositories,
  actor: Actor,
  deal: Deal,
  deps: DealChangeDeps,
): Promise<Deal> {
  const context = changeTime(deps, eventActorOf(actor));
  return saveDealChange(repos, deal, { ...deal, updatedAt: context.now }, context);
}
