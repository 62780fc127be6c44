import { err, ok, type Result } from '../shared/result';
import type { DomainError } from '../shared/domain-error';
import type { Deal } from './deal';

/** A pending deal is read-only (SPEC §3) until someone approves it or sends it back. */
export function checkEditable(deal: Pick<Deal, 'status'>): Result<void, DomainError> {
  return deal.status === 'pending' ? err({ kind: 'DealPending' }) : ok(undefined);
}

/**
 * A deal that accepts a change of its schedule (a phase added, edited or removed): not pending
 * (read-only) and not archived (which takes nothing but un-archiving), each a 409 of its own.
 */
export function checkChangeable(deal: Pick<Deal, 'status' | 'archived'>): Result<void, DomainError> {
  const editable = checkEditable(deal);
  if (!editable.ok) return editable;
  return deal.archived ? err({ kind: 'DealArchived' }) : ok(undefined);
}
