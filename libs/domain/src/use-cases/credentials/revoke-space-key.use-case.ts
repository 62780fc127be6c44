import { reachSpaceAsManager, type SpaceAccessDeps } from '../../access/space-access';
import type { Actor } from '../../credentials/actor';
import type { CredentialRepository } from '../../credentials/credential';
import type { Clock } from '../../shared/clock';
import type { DomainError } from '../../shared/domain-error';
import { err, ok, type Result } from '../../shared/result';
import { API_KEY, API_KEY_NOT_FOUND } from './space-key-access';

/**
 * DELETE /v1/spaces/{space}/api-keys/{id}: an owner or admin revokes a key of that space, whoever
 * created it. Revoking twice succeeds and keeps the first time; a key of another space is NotFound.
 */
export async function revokeSpaceKey(
  deps: SpaceAccessDeps & {
    readonly credentials: Pick<CredentialRepository, 'findById' | 'revoke'>;
    readonly clock: Clock;
  },
  actor: Actor,
  spaceId: string,
  keyId: string,
): Promise<Result<void, DomainError>> {
  const access = await reachSpaceAsManager(deps, actor, spaceId, API_KEY);
  if (!access.ok) return access;
  const key = await deps.credentials.findById(keyId);
  if (key === null || key.kind !== 'space' || key.spaceId !== spaceId) return err(API_KEY_NOT_FOUND);
  if (key.revokedAt === null) await deps.credentials.revoke(key.id, deps.clock.now());
  return ok(undefined);
}
