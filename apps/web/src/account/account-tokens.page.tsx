import type { PersonalToken } from '@deal/domain';
import type { WebContext } from '../session/web-context';
import { Notice, SecretOnce } from '../views/forms';
import { Layout } from '../views/layout';
import { CredentialForm } from './credential-form';
import type { CredentialFormValues } from './credential.form';
import { CredentialTable } from './credential-table';

export interface AccountTokensPageProps {
  readonly web: WebContext;
  readonly tokens: readonly PersonalToken[];
  readonly now: number;
  /** The link to the next page of tokens, or null on the last. */
  readonly nextPage: string | null;
  readonly form: CredentialFormValues;
  readonly errors: Readonly<Record<string, string>>;
  /** A token just created: its secret, shown this once. */
  readonly created?: { readonly name: string; readonly token: string };
  /** The name of a token just revoked. */
  readonly revoked?: string;
}

/** The person's personal access tokens: create (shown once), list, revoke. */
export function AccountTokensPage(props: AccountTokensPageProps) {
  const { web, tokens, created, revoked } = props;
  return (
    <Layout title="Personal access tokens" web={web}>
      <h1>Personal access tokens</h1>
      <p>
        A personal token lets the command-line tool or a script use the API as you (
        <span class="mono">{web.user.email}</span>), in every space you belong to. Send it as{' '}
        <code>Authorization: Bearer …</code>. Your sessions and password are on the{' '}
        <a href="/account">account page</a>.
      </p>
      {created && (
        <SecretOnce id="new-token" label={`Your new token "${created.name}".`} value={created.token} />
      )}
      {revoked !== undefined && <Notice tone="success">Token "{revoked}" revoked.</Notice>}
      <div class="card">
        <h2>Create a token</h2>
        <CredentialForm
          web={web}
          action="/account/tokens"
          noun="token"
          values={props.form}
          errors={props.errors}
        />
      </div>
      <h2>Your tokens</h2>
      {tokens.length === 0 ? (
        <p class="muted">You have no personal tokens yet.</p>
      ) : (
        <CredentialTable
          web={web}
          credentials={tokens}
          now={props.now}
          noun="token"
          revokeAction={(id) => `/account/tokens/${encodeURIComponent(id)}/revoke`}
        />
      )}
      {props.nextPage && (
        <p>
          <a href={props.nextPage}>Next page of tokens</a>
        </p>
      )}
    </Layout>
  );
}
