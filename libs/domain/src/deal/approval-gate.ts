import { canManageSpace, type SpaceRole } from '../credentials/space-role';
import type { GateRefusal } from '../shared/domain-error';
import type { Deal } from './deal';
import type { DealStatus } from './deal-status';

/**
 * Who moves a deal in the application: a member of its space (by email and role) or a space key.
 * The audit system's path (webhook-in's Update Deal action, and its dry run) is not an application
 * move: it is the gate's outside decider.
 */
export type StatusMover =
  | { readonly kind: 'member'; readonly email: string; readonly role: SpaceRole }
  | { readonly kind: 'space_key' }
  | { readonly kind: 'audit_system' };

/** Why a decision on a pending deal is refused (each has its own message, shared/domain-error.ts). */
export type { GateRefusal };

/**
 * The pre-approval gate (SPEC §1, §3): once a deal is pending, every move out of pending (approve,
 * send back to draft, abandon) is a decision on the request, and a gate its requester could open
 * would be no gate. So the requester never decides on their own request, whatever their role: they
 * may only withdraw it (`isWithdrawal`, back to draft, with a reason the status machine requires).
 * The person asked (`requested_to_email`), an owner or an admin may decide; a space key, which
 * names no person, may not; the audit system always may. Emails compare without regard to case.
 * Returns null when the move is allowed.
 */
export function gateRefusal(
  deal: Pick<Deal, 'status' | 'requestedByEmail' | 'requestedToEmail'>,
  to: DealStatus,
  mover: StatusMover,
): GateRefusal | null {
  if (deal.status !== 'pending' || to === 'pending') return null;
  switch (mover.kind) {
    case 'audit_system':
      return null;
    case 'space_key':
      return 'space_key';
    case 'member':
      if (sameEmail(deal.requestedByEmail, mover.email)) return to === 'draft' ? null : 'requester';
      if (sameEmail(deal.requestedToEmail, mover.email) || canManageSpace(mover.role)) return null;
      return 'not_approver';
  }
}

/**
 * A withdrawal: the requester moves their own pending deal back to draft. It decides nothing (the
 * deal goes back to where it was before the request), so the gate lets it through; it needs a
 * reason, as the approver and the deal's readers are owed one (docs/domain.md).
 */
export function isWithdrawal(
  deal: Pick<Deal, 'status' | 'requestedByEmail'>,
  to: DealStatus,
  mover: StatusMover,
): boolean {
  return (
    deal.status === 'pending' &&
    to === 'draft' &&
    mover.kind === 'member' &&
    sameEmail(deal.requestedByEmail, mover.email)
  );
}

function sameEmail(recorded: string | null, email: string): boolean {
  return recorded !== null && recorded.toLowerCase() === email.toLowerCase();
}
