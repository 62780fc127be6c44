import type { Space, SpaceKey } from '@deal/domain';
import { CredentialForm } from '../account/credential-form';
import type { CredentialFormValues } from '../account/credential.form';
import { CredentialTable } from '../account/credential-table';
import type { WebContext } from '../session/web-context';
import { Notice, SecretOnce } from '../views/forms';
import { Layout } from '../views/layout';

export interface ApiKeysPageProps {
  readonly web: WebContext;
  readonly space: Space;
  readonly keys: readonly SpaceKey[];
  readonly now: number;
  /** The link to the next page of keys, or null on the last. */
  readonly nextPage: string | null;
  readonly form: CredentialFormValues;
  readonly errors: Readonly<Record<string, string>>;
  /** A key just created: its secret, shown this once. */
  readonly created?: { readonly name: string; readonly key: string };
  /** The name of a key just revoked. */
  readonly revoked?: string;
}

export const apiKeysPath = (spaceId: string) => `/${encodeURIComponent(spaceId)}/settings/api-keys`;

/** A space's API keys, for its owners and admins: create (shown once), list, revoke. */
export function ApiKeysPage(props: ApiKeysPageProps) {
  const { web, space, created, revoked } = props;
  const path = apiKeysPath(space.id);
  return (
    <Layout title={`API keys · ${space.name}`} web={web} spaceId={space.id}>
      <p>
        <a href={`/${encodeURIComponent(space.id)}/settings`}>Space settings</a>
      </p>
      <h1>API keys of {space.name}</h1>
      <p>
        An API key acts as this space, not as a person: it keeps working when the person who created it
        leaves. Give one to an audit system or a shared script.
      </p>
      {created && (
        <SecretOnce id="new-key" label={`Your new API key "${created.name}".`} value={created.key} />
      )}
      {revoked !== undefined && <Notice tone="success">API key "{revoked}" revoked.</Notice>}
      <div class="card">
        <h2>Create an API key</h2>
        <CredentialForm web={web} action={path} noun="API key" values={props.form} errors={props.errors} />
      </div>
      <h2>Keys</h2>
      {props.keys.length === 0 ? (
        <p class="muted">This space has no API keys yet.</p>
      ) : (
        <CredentialTable
          web={web}
          credentials={props.keys}
          now={props.now}
          noun="API key"
          revokeAction={(id) => `${path}/${encodeURIComponent(id)}/revoke`}
        />
      )}
      {props.nextPage && (
        <p>
          <a href={props.nextPage}>Next page of keys</a>
        </p>
      )}
    </Layout>
  );
}
