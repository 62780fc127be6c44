import type { Actor } from '../../credentials/actor';
import { checkWriteAllowed } from '../../credentials/credential-scope';
import type { Repositories } from '../../ports/repositories';
import type { DomainError } from '../../shared/domain-error';
import { err, ok, type Result } from '../../shared/result';
import type { InvitationBlockView } from '../../space/invitation-block';
import type { PageQuery } from '../../shared/page-query';
import { keysetPage, type KeysetPage } from '../keyset-page';
import { inviteeOf } from './invitee';

const BLOCK_NOT_FOUND: DomainError = { kind: 'NotFound', resource: 'invitation block' };

export interface InvitationBlockDeps {
  readonly repos: Pick<Repositories, 'invitationBlocks'>;
}

/** GET /v1/invitation-blocks: the spaces the signed-in person blocked, in space id order. */
export async function listInvitationBlocks(
  deps: InvitationBlockDeps,
  actor: Actor,
  page: PageQuery,
): Promise<Result<KeysetPage<InvitationBlockView>, DomainError>> {
  const invitee = inviteeOf(actor);
  if (!invitee.ok) return err(BLOCK_NOT_FOUND);
  const found = await deps.repos.invitationBlocks.listForEmail(invitee.value.email, {
    limit: page.limit + 1,
    afterId: page.afterId,
  });
  return ok(keysetPage(found, page.limit, (block) => block.spaceId));
}

/**
 * DELETE /v1/invitation-blocks/{space}: the person lets the space invite them again. No block of
 * theirs for that space (whatever else exists) is `404 invitation block not found`.
 */
export async function removeInvitationBlock(
  deps: InvitationBlockDeps,
  actor: Actor,
  spaceId: string,
): Promise<Result<void, DomainError>> {
  const invitee = inviteeOf(actor);
  if (!invitee.ok) return err(BLOCK_NOT_FOUND);
  const writable = checkWriteAllowed(actor.scope);
  if (!writable.ok) return writable;
  const removed = await deps.repos.invitationBlocks.remove(spaceId, invitee.value.email);
  return removed ? ok(undefined) : err(BLOCK_NOT_FOUND);
}
