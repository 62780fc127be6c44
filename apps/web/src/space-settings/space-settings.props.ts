import { canManageSpace, listSpaceInvitations, readSpace, type Clock, type UnitOfWork } from '@deal/domain';
import { DomainErrorException } from '@deal/nest-kit';
import type { WebContext } from '../session/web-context';
import type { SpaceAdminProps } from './space-admin.section';
import type { SpaceSettingsPageProps } from './space-settings.page';

/** As many pending invitations as the settings page lists (the API pages through all of them). */
const INVITATIONS_SHOWN = 100;

/** Form values and messages to show instead of the blank forms, after a refused submission. */
export type SpaceAdminForms = Partial<Pick<SpaceAdminProps, 'name' | 'currency' | 'invite' | 'errors'>>;

/**
 * The settings page as the caller may see it: any member gets the facts; owners and admins also
 * the rename form and the invitations (through the same use case as the API), owners the currency
 * form. A stranger: 404.
 */
export async function spaceSettingsProps(
  deps: { readonly uow: UnitOfWork; readonly clock: Clock },
  web: WebContext,
  spaceId: string,
  forms: SpaceAdminForms = {},
): Promise<SpaceSettingsPageProps> {
  const read = await readSpace({ repos: deps.uow.repositories }, web.actor, spaceId);
  if (!read.ok) throw new DomainErrorException(read.error);
  const { space, role } = read.value;
  // A session acts as a person, so a reachable space always comes with a role.
  if (role === null) throw new DomainErrorException({ kind: 'NotFound', resource: 'space' });
  if (!canManageSpace(role)) return { web, space, role, admin: null };
  const listed = await listSpaceInvitations(
    { repos: deps.uow.repositories, clock: deps.clock },
    web.actor,
    spaceId,
    { limit: INVITATIONS_SHOWN, afterId: null },
  );
  if (!listed.ok) throw new DomainErrorException(listed.error);
  const admin: SpaceAdminProps = {
    invitations: listed.value.items,
    name: forms.name ?? space.name,
    currency: forms.currency ?? space.currency,
    invite: forms.invite ?? { email: '', role: 'member' },
    errors: forms.errors ?? {},
  };
  return { web, space, role, admin };
}
