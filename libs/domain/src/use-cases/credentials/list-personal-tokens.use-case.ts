import type { Actor } from '../../credentials/actor';
import type { CredentialRepository, PersonalToken } from '../../credentials/credential';
import type { DomainError } from '../../shared/domain-error';
import { ok, type Result } from '../../shared/result';
import type { PageQuery } from '../../shared/page-query';
import { keysetPage, type KeysetPage } from '../keyset-page';
import { tokenOwnerOf } from './personal-token-access';

/** GET /v1/tokens: the calling user's tokens, revoked and expired ones included, oldest first. */
export async function listPersonalTokens(
  deps: { readonly credentials: Pick<CredentialRepository, 'listForUser'> },
  actor: Actor,
  page: PageQuery,
): Promise<Result<KeysetPage<PersonalToken>, DomainError>> {
  const owner = tokenOwnerOf(actor);
  if (!owner.ok) return owner;
  const found = await deps.credentials.listForUser(owner.value, {
    limit: page.limit + 1,
    afterId: page.afterId,
  });
  return ok(keysetPage(found, page.limit, (token) => token.id));
}
