import { reachSpaceAsManager } from '../../access/space-access';
import type { Actor } from '../../credentials/actor';
import type { Repositories } from '../../ports/repositories';
import type { Clock } from '../../shared/clock';
import type { DomainError } from '../../shared/domain-error';
import { ok, type Result } from '../../shared/result';
import type { InvitationView } from '../../space/invitation';
import type { PageQuery } from '../../shared/page-query';
import { keysetPage, type KeysetPage } from '../keyset-page';
import { inviteeOf } from './invitee';

export interface ListInvitationsDeps {
  readonly repos: Pick<Repositories, 'memberships' | 'invitations'>;
  readonly clock: Clock;
}

/** GET /v1/spaces/{space}/invitations: the open invitations of a space, for its owners and admins. */
export async function listSpaceInvitations(
  deps: ListInvitationsDeps,
  actor: Actor,
  spaceId: string,
  page: PageQuery,
): Promise<Result<KeysetPage<InvitationView>, DomainError>> {
  const access = await reachSpaceAsManager(deps.repos, actor, spaceId, 'invitation');
  if (!access.ok) return access;
  const found = await deps.repos.invitations.listForSpace(spaceId, deps.clock.now(), {
    limit: page.limit + 1,
    afterId: page.afterId,
  });
  return ok(keysetPage(found, page.limit, (invitation) => invitation.id));
}

/** GET /v1/invitations: the open invitations addressed to the signed-in person's email. */
export async function listMyInvitations(
  deps: ListInvitationsDeps,
  actor: Actor,
  page: PageQuery,
): Promise<Result<KeysetPage<InvitationView>, DomainError>> {
  const invitee = inviteeOf(actor);
  if (!invitee.ok) return invitee;
  const found = await deps.repos.invitations.listForEmail(invitee.value.email, deps.clock.now(), {
    limit: page.limit + 1,
    afterId: page.afterId,
  });
  return ok(keysetPage(found, page.limit, (invitation) => invitation.id));
}
