import { reachSpaceAsManager, type SpaceAccessDeps } from '../../access/space-access';
import type { Actor } from '../../credentials/actor';
import type { CredentialRepository, SpaceKey } from '../../credentials/credential';
import type { CredentialRequest } from '../../credentials/credential-terms.policy';
import type { DomainError } from '../../shared/domain-error';
import { ok, type Result } from '../../shared/result';
import { freshCredential, type IssueCredentialDeps, type IssuedCredential } from './issue-credential';
import { API_KEY } from './space-key-access';

export interface CreateSpaceKeyDeps extends IssueCredentialDeps, SpaceAccessDeps {
  readonly credentials: Pick<CredentialRepository, 'insert'>;
}

/**
 * POST /v1/spaces/{space}/api-keys: owners and admins mint keys that act as the space. The creator
 * is kept for the audit trail only; the key does not depend on the creator staying a member.
 */
export async function createSpaceKey(
  deps: CreateSpaceKeyDeps,
  actor: Actor,
  spaceId: string,
  request: CredentialRequest,
): Promise<Result<IssuedCredential<SpaceKey>, DomainError>> {
  const access = await reachSpaceAsManager(deps, actor, spaceId, API_KEY);
  if (!access.ok) return access;
  const fresh = freshCredential(deps, 'space', request);
  if (!fresh.ok) return fresh;
  const credential: SpaceKey = {
    ...fresh.value.credential,
    kind: 'space',
    spaceId,
    createdBy: actor.kind === 'user' ? actor.userId : null,
  };
  await deps.credentials.insert(credential);
  return ok({ token: fresh.value.token, credential });
}
