import type { Actor } from '../../credentials/actor';
import type { CredentialRepository, PersonalToken } from '../../credentials/credential';
import { checkWriteAllowed } from '../../credentials/credential-scope';
import type { CredentialRequest } from '../../credentials/credential-terms.policy';
import type { DomainError } from '../../shared/domain-error';
import { ok, type Result } from '../../shared/result';
import { freshCredential, type IssueCredentialDeps, type IssuedCredential } from './issue-credential';
import { tokenOwnerOf } from './personal-token-access';

export interface CreatePersonalTokenDeps extends IssueCredentialDeps {
  readonly credentials: Pick<CredentialRepository, 'insert'>;
}

/**
 * POST /v1/tokens: a new personal token of the calling user. Minting is a write, so only a
 * `read_write` token may do it (the HTTP guard refuses `read` first; this keeps the rule for any
 * other caller); it may mint `read` or `read_write`, never more than it holds itself.
 */
export async function createPersonalToken(
  deps: CreatePersonalTokenDeps,
  actor: Actor,
  request: CredentialRequest,
): Promise<Result<IssuedCredential<PersonalToken>, DomainError>> {
  const owner = tokenOwnerOf(actor);
  if (!owner.ok) return owner;
  const writable = checkWriteAllowed(actor.scope);
  if (!writable.ok) return writable;
  const fresh = freshCredential(deps, 'personal', request);
  if (!fresh.ok) return fresh;
  const credential: PersonalToken = { ...fresh.value.credential, kind: 'personal', userId: owner.value };
  await deps.credentials.insert(credential);
  return ok({ token: fresh.value.token, credential });
}
