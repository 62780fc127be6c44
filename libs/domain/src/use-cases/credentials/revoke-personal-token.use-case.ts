import type { Actor } from '../../credentials/actor';
import type { CredentialRepository } from '../../credentials/credential';
import type { Clock } from '../../shared/clock';
import type { DomainError } from '../../shared/domain-error';
import { err, ok, type Result } from '../../shared/result';
import { TOKEN_NOT_FOUND, tokenOwnerOf } from './personal-token-access';

/**
 * DELETE /v1/tokens/{id}: revokes one of the caller's own tokens, the calling one included (a
 * logout). Revoking a revoked token succeeds and keeps the first revocation time; anyone else's
 * token, or a space key's id, is NotFound, so ids of other users' tokens cannot be probed.
 */
export async function revokePersonalToken(
  deps: { readonly credentials: Pick<CredentialRepository, 'findById' | 'revoke'>; readonly clock: Clock },
  actor: Actor,
  tokenId: string,
): Promise<Result<void, DomainError>> {
  const owner = tokenOwnerOf(actor);
  if (!owner.ok) return owner;
  const token = await deps.credentials.findById(tokenId);
  if (token === null || token.kind !== 'personal' || token.userId !== owner.value)
    return err(TOKEN_NOT_FOUND);
  if (token.revokedAt === null) await deps.credentials.revoke(token.id, deps.clock.now());
  return ok(undefined);
}
