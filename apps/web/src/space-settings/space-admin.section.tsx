import {
  MAX_SPACE_NAME_LENGTH,
  SPACE_ROLES,
  type InvitationView,
  type Space,
  type SpaceRole,
} from '@deal/domain';
import type { WebContext } from '../session/web-context';
import { formatDateTime } from '../views/format';
import { SpaceCurrencyField } from '../spaces/space-currency-field';
import { describedBy, Field, Notice, PostForm } from '../views/forms';

/** What owners and admins see beyond the facts: the rename and invite forms, pending invitations. */
export interface SpaceAdminProps {
  readonly invitations: readonly InvitationView[];
  readonly name: string;
  /** The currency form's value (shown to owners only). */
  readonly currency: string;
  readonly invite: { readonly email: string; readonly role: string };
  /** Messages by field (`name`, `currency`, `email`, `role`), or `''` for the invite form as a whole. */
  readonly errors: Readonly<Record<string, string>>;
}

export const settingsPath = (spaceId: string) => `/${encodeURIComponent(spaceId)}/settings`;

const INVITE_HINT = 'They join when they accept, after signing in with this email, within 7 days.';

export function RenameForm({ web, space, admin }: { web: WebContext; space: Space; admin: SpaceAdminProps }) {
  const error = admin.errors['name'];
  return (
    <div class="card">
      <h2>Name</h2>
      <PostForm web={web} action={`${settingsPath(space.id)}/name`}>
        <Field id="name" label="Space name" error={error}>
          <input
            id="name"
            name="name"
            required
            maxLength={MAX_SPACE_NAME_LENGTH}
            value={admin.name}
            aria-invalid={error ? 'true' : undefined}
            aria-describedby={describedBy('name', undefined, error)}
          />
        </Field>
        <button type="submit">Rename</button>
      </PostForm>
    </div>
  );
}

const CURRENCY_HINT =
  'Three-letter ISO 4217 code (usd, eur, gbp…). Deals created without a currency take it; changing it ' +
  'leaves existing deals as they are.';

/** Owners only: the currency of the deals created in the space without one. */
export function CurrencyForm({
  web,
  space,
  admin,
}: {
  web: WebContext;
  space: Space;
  admin: SpaceAdminProps;
}) {
  return (
    <div class="card">
      <h2>Currency</h2>
      <PostForm web={web} action={`${settingsPath(space.id)}/currency`}>
        <SpaceCurrencyField
          label="Currency of new deals"
          hint={CURRENCY_HINT}
          value={admin.currency}
          error={admin.errors['currency']}
        />
        <button type="submit">Change currency</button>
      </PostForm>
    </div>
  );
}

/** Invite by email with a role (owner only offered to owners), and the invitations still open. */
export function InvitationsSection(props: {
  web: WebContext;
  space: Space;
  role: SpaceRole;
  admin: SpaceAdminProps;
}) {
  const { web, space, role, admin } = props;
  const roles = SPACE_ROLES.filter((offered) => offered !== 'owner' || role === 'owner');
  const base = `${settingsPath(space.id)}/invitations`;
  return (
    <section class="card" aria-labelledby="invite-heading">
      <h2 id="invite-heading">Invite people</h2>
      <PostForm web={web} action={base}>
        {admin.errors[''] && <Notice tone="error">{admin.errors['']}</Notice>}
        <Field id="email" label="Email" hint={INVITE_HINT} error={admin.errors['email']}>
          <input
            id="email"
            name="email"
            type="email"
            required
            value={admin.invite.email}
            aria-invalid={admin.errors['email'] ? 'true' : undefined}
            aria-describedby={describedBy('email', INVITE_HINT, admin.errors['email'])}
          />
        </Field>
        <Field id="role" label="Role" error={admin.errors['role']}>
          <select
            id="role"
            name="role"
            aria-describedby={describedBy('role', undefined, admin.errors['role'])}
          >
            {roles.map((offered) => (
              <option key={offered} value={offered} selected={admin.invite.role === offered}>
                {offered}
              </option>
            ))}
          </select>
        </Field>
        <button type="submit">Send invitation</button>
      </PostForm>
      <h3>Pending invitations</h3>
      {admin.invitations.length === 0 ? (
        <p class="muted">No invitations are waiting for an answer.</p>
      ) : (
        <div class="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                <th scope="col">Expires</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {admin.invitations.map((invitation) => (
                <tr key={invitation.id}>
                  <td>{invitation.email}</td>
                  <td>{invitation.role}</td>
                  <td>{formatDateTime(invitation.expiresAt)}</td>
                  <td>
                    <PostForm
                      web={web}
                      action={`${base}/${encodeURIComponent(invitation.id)}/revoke`}
                      confirm={`Withdraw the invitation of ${invitation.email}?`}
                    >
                      <button type="submit" class="secondary">
                        Withdraw<span class="visually-hidden"> the invitation of {invitation.email}</span>
                      </button>
                    </PostForm>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
