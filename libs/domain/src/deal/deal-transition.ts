import { err, ok, type Result } from '../shared/result';
import type { DomainError } from '../shared/domain-error';
import type { Deal } from './deal';
import { isClosedStatus, type DealStatus } from './deal-status';
import { stageDatesAfterMove } from './deal-stage';
import { isMoveAllowed } from './deal-transitions';
import { gateRefusal, isWithdrawal, type StatusMover } from './approval-gate';

interface StatusMoveBase {
  readonly to: DealStatus;
  readonly now: number;
  /** Becomes redraft_reason on a move to draft, closed_reason on a move to won, lost or abandoned. */
  readonly reason?: string | null;
  /** Who asked for approval (a user's email; null for a space key or a webhook). Used on a move to pending. */
  readonly requestedByEmail?: string | null;
  readonly requestedToEmail?: string | null;
}

/**
 * A move asked for in the application names who asks (the approval gate needs it); a move from an
 * incoming webhook is the audit system's.
 */
export type StatusMove = StatusMoveBase &
  (
    | { readonly source: 'application'; readonly mover: Exclude<StatusMover, { kind: 'audit_system' }> }
    | { readonly source: 'webhook' }
  );

export interface StatusMoveOutcome {
  readonly deal: Deal;
  readonly changed: boolean;
}

/**
 * The deal status machine (SPEC §3). Moving to the current status changes nothing. A status move
 * is the one change a pending (read-only) deal accepts, and only from a decider the approval gate
 * admits (approval-gate.ts), or the requester's withdrawal back to draft, which needs a reason.
 */
export function transition(deal: Deal, move: StatusMove): Result<StatusMoveOutcome, DomainError> {
  const reason = move.reason ?? null;
  if (reason !== null && move.to !== 'draft' && !isClosedStatus(move.to)) {
    const message = 'applies only to a move to draft, won, lost or abandoned';
    return err({ kind: 'Validation', issues: [{ path: ['reason'], message }] });
  }
  if (deal.status === move.to) return ok({ deal, changed: false });
  if (!isMoveAllowed(deal.status, move.to, move.source)) {
    return err({ kind: 'TransitionNotAllowed', from: deal.status, to: move.to });
  }
  const mover: StatusMover = move.source === 'webhook' ? { kind: 'audit_system' } : move.mover;
  const refusal = gateRefusal(deal, move.to, mover);
  if (refusal !== null) return err({ kind: 'ApprovalGate', refusal });
  if (isWithdrawal(deal, move.to, mover) && (reason === null || reason.trim() === '')) {
    const message = 'is required to withdraw your own request for approval';
    return err({ kind: 'Validation', issues: [{ path: ['reason'], message }] });
  }
  const movingToDraft = move.to === 'draft';
  const movingToPending = move.to === 'pending';
  const next: Deal = {
    ...deal,
    ...stageDatesAfterMove(deal, move.to, move.now),
    status: move.to,
    redraftReason: movingToDraft ? reason : deal.redraftReason,
    closedReason: isClosedStatus(move.to) ? reason : null,
    // requested_* describe the open approval request: set on request, cleared when sent back to draft.
    requestedByEmail: movingToPending
      ? (move.requestedByEmail ?? null)
      : movingToDraft
        ? null
        : deal.requestedByEmail,
    requestedToEmail: movingToPending
      ? (move.requestedToEmail ?? null)
      : movingToDraft
        ? null
        : deal.requestedToEmail,
    updatedAt: move.now,
  };
  return ok({ deal: next, changed: true });
}
