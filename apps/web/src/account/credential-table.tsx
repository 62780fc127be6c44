import type { Credential } from '@deal/domain';
import type { WebContext } from '../session/web-context';
import { PostForm } from '../views/forms';
import { formatDateTime } from '../views/format';
import { credentialStateOf, SCOPE_LABELS, type CredentialState } from './credential-state';

export interface CredentialTableProps {
  readonly web: WebContext;
  readonly credentials: readonly Credential[];
  readonly now: number;
  /** "token" or "API key", in the caption and the confirmation. */
  readonly noun: string;
  /** Where a credential's revoke form posts. */
  readonly revokeAction: (id: string) => string;
}

const STATE_BADGES: Readonly<Record<CredentialState, { label: string; class: string }>> = {
  active: { label: 'Active', class: 'badge ok' },
  expired: { label: 'Expired', class: 'badge pending' },
  revoked: { label: 'Revoked', class: 'badge failed' },
};

/**
 * Tokens or keys with their lifetime and state (in words, not colour only), and a revoke button
 * for those still working: revoking a revoked or expired one would change nothing.
 */
export function CredentialTable({ web, credentials, now, noun, revokeAction }: CredentialTableProps) {
  return (
    <div class="table-wrap">
      <table>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Scope</th>
            <th scope="col">Created</th>
            <th scope="col">Expires</th>
            <th scope="col">Last used</th>
            <th scope="col">State</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {credentials.map((credential) => {
            const state = credentialStateOf(credential, now);
            const badge = STATE_BADGES[state];
            return (
              <tr key={credential.id}>
                <td>{credential.name}</td>
                <td>{SCOPE_LABELS[credential.scope].title}</td>
                <td>{formatDateTime(credential.createdAt)}</td>
                <td>{credential.expiresAt === null ? 'Never' : formatDateTime(credential.expiresAt)}</td>
                <td>{credential.lastUsedAt === null ? 'Never' : formatDateTime(credential.lastUsedAt)}</td>
                <td>
                  <span class={badge.class}>{badge.label}</span>
                  {state === 'revoked' && <span class="hint"> {formatDateTime(credential.revokedAt)}</span>}
                </td>
                <td>
                  {state === 'active' && (
                    <PostForm
                      web={web}
                      action={revokeAction(credential.id)}
                      class="inline"
                      confirm={`Revoke the ${noun} "${credential.name}"? Anything using it stops working at once.`}
                    >
                      <button type="submit" class="danger" aria-label={`Revoke ${credential.name}`}>
                        Revoke
                      </button>
                    </PostForm>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
