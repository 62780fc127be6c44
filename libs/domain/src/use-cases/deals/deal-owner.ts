import type { Actor } from '../../credentials/actor';
import type { DealOwner } from '../../deal/deal';
import type { Repositories } from '../../ports/repositories';
import type { DomainError } from '../../shared/domain-error';
import { err, ok, type Result } from '../../shared/result';

const NOT_A_MEMBER: DomainError = {
  kind: 'Validation',
  issues: [{ path: ['owner_email'], message: 'must be the email of a member of the space' }],
};

/**
 * The owner named by `owner_email`: a user who is a member of the deal's space now. `null`
 * means no owner; `undefined` leaves the question to the caller (create defaults to the caller).
 */
export async function resolveDealOwner(
  repos: Pick<Repositories, 'users' | 'memberships'>,
  spaceId: string,
  email: string | null,
): Promise<Result<DealOwner | null, DomainError>> {
  if (email === null) return ok(null);
  const user = await repos.users.findByEmail(email.trim().toLowerCase());
  if (user === null || (await repos.memberships.roleOf(spaceId, user.id)) === null) return err(NOT_A_MEMBER);
  return ok({ id: user.id, name: user.name, email: user.email });
}

/** A personal token's user owns the deals it creates; a space key's deals start without an owner. */
export async function defaultDealOwner(
  repos: Pick<Repositories, 'users'>,
  actor: Actor,
): Promise<DealOwner | null> {
  if (actor.kind !== 'user') return null;
  const user = await repos.users.findById(actor.userId);
  return user && { id: user.id, name: user.name, email: user.email };
}
