import { PASSWORD_MIN_LENGTH } from '@deal/domain';
import { CSRF_FIELD } from '../session/csrf';
import { EmailField, NewPasswordField } from '../views/account-fields';
import { Notice } from '../views/forms';
import { Layout } from '../views/layout';

const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters. Setting it signs you out of every browser.`;

export interface ForgotPasswordPageProps {
  readonly csrf: string;
  readonly email?: string;
  readonly errors?: Readonly<Record<string, string>>;
  readonly failure?: string;
}

/** "Forgot password": the email to send a reset link to. */
export function ForgotPasswordPage({ csrf, email = '', errors = {}, failure }: ForgotPasswordPageProps) {
  return (
    <Layout title="Forgot password" web={null}>
      <div class="card narrow">
        <h1>Forgot your password?</h1>
        {failure && <Notice tone="error">{failure}</Notice>}
        <p>Enter the email of your account and we will send you a link to choose a new password.</p>
        <form method="post" action="/forgot-password">
          <input type="hidden" name={CSRF_FIELD} value={csrf} />
          <EmailField value={email} error={errors['email']} />
          <button type="submit">Send me a link</button>
        </form>
        <p>
          Remembered it? <a href="/sign-in">Sign in</a>
        </p>
      </div>
    </Layout>
  );
}

/** After a request: the same page whether or not the email has an account. */
export function ResetSentPage({ email }: { email: string }) {
  return (
    <Layout title="Check your email" web={null}>
      <div class="card narrow">
        <h1>Check your email</h1>
        <p>
          If <strong>{email}</strong> has an account, we sent it a link to choose a new password. The link
          works once, for 1 hour.
        </p>
        <p>
          <a href="/sign-in">Back to sign in</a>
        </p>
      </div>
    </Layout>
  );
}

export interface ResetPasswordPageProps {
  readonly csrf: string;
  readonly action: string;
  readonly email: string;
  readonly errors?: Readonly<Record<string, string>>;
}

/** The page a reset link opens: the new password. */
export function ResetPasswordPage({ csrf, action, email, errors = {} }: ResetPasswordPageProps) {
  return (
    <Layout title="Choose a new password" web={null}>
      <div class="card narrow">
        <h1>Choose a new password</h1>
        <p>
          For <strong>{email}</strong>.
        </p>
        <form method="post" action={action}>
          <input type="hidden" name={CSRF_FIELD} value={csrf} />
          <input type="hidden" name="email" autocomplete="username" value={email} />
          <NewPasswordField label="New password" hint={PASSWORD_HINT} error={errors['password']} autoFocus />
          <button type="submit">Set password</button>
        </form>
      </div>
    </Layout>
  );
}

export function ResetLinkInvalidPage() {
  return (
    <Layout title="Link not valid" web={null}>
      <div class="card narrow">
        <h1>This link does not work</h1>
        <p>
          It was used already or it expired (a link works once, for 1 hour).{' '}
          <a href="/forgot-password">Ask for a new link</a> or <a href="/sign-in">sign in</a>.
        </p>
      </div>
    </Layout>
  );
}
