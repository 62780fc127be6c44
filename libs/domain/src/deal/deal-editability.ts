import { err, ok, type Result } from '../shared/result';
import type { DomainError } from '../shared/domain-error';
import type { Deal } from './deal';

/** A pending deal is read-only (SPEC §3) until someone approves it or sends it back. */
export function checkEditable(deal: Pick<Deal, 'status'>): Result<void, DomainError> {
  return deal.status === 'pending' ? err({ kind: 'DealPending' }) : ok(undefined);
}
