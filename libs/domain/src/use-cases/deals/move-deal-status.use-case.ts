import type { Actor } from '../../credentials/actor';
import type { SpaceRole } from '../../credentials/space-role';
import type { StatusMover } from '../../deal/approval-gate';
import type { Deal } from '../../deal/deal';
import type { DealStatus } from '../../deal/deal-status';
import { transition } from '../../deal/deal-transition';
import type { DomainError } from '../../shared/domain-error';
import { err, ok, type Result } from '../../shared/result';
import { reachDeal } from './reach-deal';
import { eventActorOf } from '../../outbound-webhooks/payload/event-actor';
import { changeTime, saveDealChange, type DealChangeDeps } from './save-deal-change';

export interface MoveDealStatusInput {
  readonly to: DealStatus;
  readonly reason: string | null;
  /** Whom approval is asked of; kept on a move to pending. */
  readonly requestedToEmail: string | null;
}

/**
 * POST /v1/deal/{id}/status (CONTRACT §2): a move of the application's status machine. Asking for
 * approval records the calling user as `requested_by_email` (none for a space key). An archived
 * deal must be unarchived before it moves. Deciding on a pending deal passes the approval gate.
 */
export async function moveDealStatus(
  deps: DealChangeDeps,
  actor: Actor,
  dealId: string,
  input: MoveDealStatusInput,
): Promise<Result<Deal, DomainError>> {
  if (input.requestedToEmail !== null && input.to !== 'pending') {
    const message = 'applies only to a move to pending (a request for approval)';
    return err({ kind: 'Validation', issues: [{ path: ['requested_to'], message }] });
  }
  return deps.uow.transaction(async (repos) => {
    const reached = await reachDeal(repos, actor, dealId, { forUpdate: true });
    if (!reached.ok) return reached;
    const { deal } = reached.value;
    if (deal.archived) return err({ kind: 'DealArchived' });
    const context = changeTime(deps, eventActorOf(actor));
    const moved = transition(deal, {
      to: input.to,
      source: 'application',
      mover: moverOf(actor, reached.value.access.role),
      now: context.now,
      reason: input.reason,
      requestedByEmail: actor.kind === 'user' ? actor.email : null,
      requestedToEmail: input.requestedToEmail,
    });
    if (!moved.ok) return moved;
    if (!moved.value.changed) return ok(moved.value.deal);
    return ok(await saveDealChange(repos, deal, moved.value.deal, context));
  });
}

/** A personal token moves as its user with their role in the deal's space; a key as the space. */
function moverOf(actor: Actor, role: SpaceRole | null): Exclude<StatusMover, { kind: 'audit_system' }> {
  return actor.kind === 'user' && role !== null
    ? { kind: 'member', email: actor.email, role }
    : { kind: 'space_key' };
}
