import type { Actor } from '../../credentials/actor';
import type { DomainError } from '../../shared/domain-error';
import { err, ok, type Result } from '../../shared/result';

export const TOKEN_NOT_FOUND: DomainError = { kind: 'NotFound', resource: 'token' };

/**
 * Personal tokens belong to a user; a space key has none to list, mint or revoke, so to a key these
 * routes find nothing (404), like any other resource it cannot reach.
 */
export function tokenOwnerOf(actor: Actor): Result<string, DomainError> {
  return actor.kind === 'user' ? ok(actor.userId) : err(TOKEN_NOT_FOUND);
}
