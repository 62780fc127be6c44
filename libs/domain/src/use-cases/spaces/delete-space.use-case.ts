import type { Actor } from '../../credentials/actor';
import { checkWriteAllowed } from '../../credentials/credential-scope';
import type { Repositories } from '../../ports/repositories';
import type { Clock } from '../../shared/clock';
import type { DomainError } from '../../shared/domain-error';
import { err, ok, type Result } from '../../shared/result';
import type { SpaceDeletion } from '../../space/space-deletion';

export interface DeleteSpaceDeps {
  readonly uow: {
    transaction<T>(
      work: (repos: Pick<Repositories, 'spaces' | 'memberships' | 'spaceDeletions'>) => Promise<T>,
    ): Promise<T>;
  };
  readonly clock: Clock;
}

const SPACE_NOT_FOUND: DomainError = { kind: 'NotFound', resource: 'space' };

export const OWNER_DELETES_SPACE: DomainError = {
  kind: 'Conflict',
  message: 'only an owner may delete a space',
};

/**
 * DELETE /v1/spaces/{space}: an owner deletes a space and everything in it (deals, automations,
 * deliveries, keys, invitations, memberships), in one transaction under the space's membership
 * lock; an audit row (`SpaceDeletion`) stays. An admin sees the space's settings but is refused with
 * 409, as for the owner role; a plain member, a space key (it does not delete its own space) and a
 * stranger get `404 space not found`, as the rest of the space's management surface answers them.
 * `confirmName`, when given (the web form), must equal the space's name: else 400 naming `confirm_name`.
 */
export async function deleteSpace(
  deps: DeleteSpaceDeps,
  actor: Actor,
  spaceId: string,
  confirmName?: string,
): Promise<Result<SpaceDeletion, DomainError>> {
  if (actor.kind !== 'user') return err(SPACE_NOT_FOUND);
  const writable = checkWriteAllowed(actor.scope);
  if (!writable.ok) return writable;
  return deps.uow.transaction(async (repos) => {
    if (!(await repos.memberships.lockSpace(spaceId))) return err(SPACE_NOT_FOUND);
    const role = await repos.memberships.roleOf(spaceId, actor.userId);
    if (role === null || role === 'member') return err(SPACE_NOT_FOUND);
    if (role !== 'owner') return err(OWNER_DELETES_SPACE);
    const space = await repos.spaces.findById(spaceId);
    if (space === null) return err(SPACE_NOT_FOUND);
    if (confirmName !== undefined && confirmName.trim() !== space.name) {
      return err({
        kind: 'Validation',
        issues: [{ path: ['confirm_name'], message: 'must be the name of the space' }],
      });
    }
    const deletion: SpaceDeletion = {
      spaceId,
      name: space.name,
      deletedBy: actor.userId,
      deletedAt: deps.clock.now(),
      removed: await repos.spaceDeletions.countContents(spaceId),
    };
    await repos.spaceDeletions.deleteSpace(deletion);
    return ok(deletion);
  });
}
