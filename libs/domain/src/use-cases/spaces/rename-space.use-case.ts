import { reachSpaceAsManager } from '../../access/space-access';
import type { Actor } from '../../credentials/actor';
import { checkWriteAllowed } from '../../credentials/credential-scope';
import type { Repositories } from '../../ports/repositories';
import type { Clock } from '../../shared/clock';
import type { DomainError } from '../../shared/domain-error';
import { err, ok, type Result } from '../../shared/result';
import type { ReachableSpace } from '../../space/space';
import { parseSpaceName } from '../../space/space-name.rules';

export interface RenameSpaceDeps {
  readonly repos: Pick<Repositories, 'spaces' | 'memberships'>;
  readonly clock: Clock;
}

/**
 * PATCH /v1/spaces/{space}: owners and admins rename a space. A plain member, a space key and a
 * stranger get `404 space not found`, as the management surface of a space answers anyone else.
 * Renaming to the current name changes nothing (no new `updated_at`).
 */
export async function renameSpace(
  deps: RenameSpaceDeps,
  actor: Actor,
  spaceId: string,
  input: { readonly name: unknown },
): Promise<Result<ReachableSpace, DomainError>> {
  const writable = checkWriteAllowed(actor.scope);
  if (!writable.ok) return writable;
  const name = parseSpaceName(input.name);
  if (!name.ok) return err({ kind: 'Validation', issues: name.error });
  const access = await reachSpaceAsManager(deps.repos, actor, spaceId, 'space');
  if (!access.ok) return access;
  const space = await deps.repos.spaces.findById(spaceId);
  if (space === null) return err({ kind: 'NotFound', resource: 'space' });
  if (space.name === name.value) return ok({ space, role: access.value.role, isMember: true });
  const updatedAt = deps.clock.now();
  await deps.repos.spaces.rename(spaceId, name.value, updatedAt);
  return ok({ space: { ...space, name: name.value, updatedAt }, role: access.value.role, isMember: true });
}
