import { PASSWORD_MIN_LENGTH, type WebSession } from '@deal/domain';
import type { WebContext } from '../session/web-context';
import { NewPasswordField } from '../views/account-fields';
import { describedBy, Field, Notice, PostForm } from '../views/forms';
import { formatDateTime } from '../views/format';
import { Layout } from '../views/layout';
import { browserOf } from './user-agent';

const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters. Your other browsers are signed out.`;

export type AccountNotice = 'password-changed' | 'signed-out';

const NOTICES: Readonly<Record<AccountNotice, string>> = {
  'password-changed': 'Password changed. Your other browsers were signed out.',
  'signed-out': 'That browser was signed out.',
};

export interface AccountPageProps {
  readonly web: WebContext;
  readonly sessions: readonly WebSession[];
  readonly errors?: Readonly<Record<string, string>>;
  readonly notice?: AccountNotice;
}

/** The account page: the person's signed-in browsers, and changing the password. */
export function AccountPage({ web, sessions, errors = {}, notice }: AccountPageProps) {
  const current = web.actor.credentialId;
  return (
    <Layout title="Account" web={web}>
      <h1>Account</h1>
      <p>
        Signed in as <span class="mono">{web.user.email}</span>.{' '}
        <a href="/account/tokens">Personal access tokens</a>
      </p>
      {notice && <Notice tone="success">{NOTICES[notice]}</Notice>}
      <h2>Where you are signed in</h2>
      <div class="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">Browser</th>
              <th scope="col">Address</th>
              <th scope="col">Signed in</th>
              <th scope="col">Last seen</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {sessions.map((session) => {
              const browser = browserOf(session.userAgent);
              const here = session.id === current;
              return (
                <tr key={session.id}>
                  <td title={session.userAgent ?? undefined}>
                    {browser} {here && <span class="badge ok">This browser</span>}
                  </td>
                  <td class="mono">{session.ip ?? '—'}</td>
                  <td>{formatDateTime(session.createdAt)}</td>
                  <td>{formatDateTime(session.lastSeenAt)}</td>
                  <td>
                    <PostForm
                      web={web}
                      action={`/account/sessions/${encodeURIComponent(session.id)}/sign-out`}
                      class="inline"
                    >
                      <button
                        type="submit"
                        class="secondary"
                        aria-label={`Sign out ${browser}${here ? ' (this browser)' : ''}, signed in ${formatDateTime(session.createdAt)}`}
                      >
                        Sign out
                      </button>
                    </PostForm>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <PostForm
        web={web}
        action="/account/sessions/sign-out-all"
        confirm="Sign out of every browser, this one too?"
      >
        <button type="submit" class="secondary">
          Sign out everywhere
        </button>
      </PostForm>
      <div class="card">
        <h2>Change your password</h2>
        <PostForm web={web} action="/account/password">
          <input type="hidden" name="email" autocomplete="username" value={web.user.email} />
          <Field id="current_password" label="Current password" error={errors['current_password']}>
            <input
              id="current_password"
              name="current_password"
              type="password"
              autocomplete="current-password"
              required
              aria-describedby={describedBy('current_password', undefined, errors['current_password'])}
            />
          </Field>
          <NewPasswordField label="New password" hint={PASSWORD_HINT} error={errors['password']} />
          <button type="submit">Change password</button>
        </PostForm>
      </div>
    </Layout>
  );
}
