import { canManageSpace, type Space, type SpaceRole } from '@deal/domain';
import type { WebContext } from '../session/web-context';
import { Notice } from '../views/forms';
import { Layout } from '../views/layout';
import { DeleteSpaceSection } from './delete-space.section';
import { CurrencyForm, InvitationsSection, RenameForm, type SpaceAdminProps } from './space-admin.section';

const ROLE_NAMES: Readonly<Record<SpaceRole, string>> = { owner: 'Owner', admin: 'Admin', member: 'Member' };

export interface SpaceSettingsPageProps {
  readonly web: WebContext;
  readonly space: Space;
  readonly role: SpaceRole;
  /** Owners and admins only: renaming and invitations (and, owners only, the currency). */
  readonly admin: SpaceAdminProps | null;
  /** What the last action did, shown once after its redirect. */
  readonly notice?: string;
}

/**
 * The settings of one space: owners and admins get the way to API keys and automations; plain
 * members, who may read automations but manage nothing, see what they can and whom to ask.
 */
export function SpaceSettingsPage({ web, space, role, admin, notice }: SpaceSettingsPageProps) {
  const manager = canManageSpace(role);
  const base = `/${encodeURIComponent(space.id)}/settings`;
  return (
    <Layout title={`Settings · ${space.name}`} web={web} spaceId={space.id}>
      <h1>Space settings</h1>
      {notice && <Notice tone="success">{notice}</Notice>}
      <div class="card">
        <dl class="facts">
          <dt>Space</dt>
          <dd>{space.name}</dd>
          <dt>Space id</dt>
          <dd class="mono">{space.id}</dd>
          <dt>Plan</dt>
          <dd>{space.plan}</dd>
          <dt>Currency</dt>
          <dd class="mono">{space.currency}</dd>
          <dt>Your role</dt>
          <dd>{ROLE_NAMES[role]}</dd>
        </dl>
      </div>
      {admin && <RenameForm web={web} space={space} admin={admin} />}
      {admin && role === 'owner' && <CurrencyForm web={web} space={space} admin={admin} />}
      {admin && role !== 'owner' && admin.errors['currency'] && (
        <Notice tone="error">{admin.errors['currency']}</Notice>
      )}
      {admin && <InvitationsSection web={web} space={space} role={role} admin={admin} />}
      {!manager && (
        <Notice tone="info">
          <p>
            Owners and admins manage this space's API keys and automations. Ask one of them if you need a key
            for an outside system.
          </p>
          <p>
            For scripts of your own, create a <a href="/account/tokens">personal access token</a>.
          </p>
        </Notice>
      )}
      <h2>Settings</h2>
      <ul>
        {manager && (
          <li>
            <a href={`${base}/api-keys`}>API keys</a>
            <p class="hint">Keys that act as this space, for audit systems and scripts.</p>
          </li>
        )}
        <li>
          <a href={`${base}/rate-cards`}>Roles and rate cards</a>
          <p class="hint">
            {manager
              ? 'The roles deals are estimated in, and their cost and price rates.'
              : 'See the roles and rate cards deals are priced with (owners and admins change them).'}
          </p>
        </li>
        <li>
          <a href={`${base}/workflow/automations`}>Workflow › Automations</a>
          <p class="hint">
            {manager
              ? 'Webhooks sent when deals change, and webhooks received from audit systems.'
              : 'See the automations of this space (owners and admins change them).'}
          </p>
        </li>
      </ul>
      {admin && role === 'owner' && (
        <DeleteSpaceSection web={web} space={space} error={admin.errors['confirm_name']} />
      )}
    </Layout>
  );
}
