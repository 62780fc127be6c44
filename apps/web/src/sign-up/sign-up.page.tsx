import { CSRF_FIELD } from '../session/csrf';
import { EmailField, NameField, NewPasswordField } from '../views/account-fields';
import { Notice } from '../views/forms';
import { Layout } from '../views/layout';

const PASSWORD_HINT = 'At least 8 characters.';

export interface SignUpPageProps {
  readonly csrf: string;
  readonly email?: string;
  readonly name?: string;
  readonly errors?: Readonly<Record<string, string>>;
  readonly failure?: string;
}

/** SIGN_UP=open: email, name and password; the account exists once the email is confirmed. */
export function SignUpPage({ csrf, email = '', name = '', errors = {}, failure }: SignUpPageProps) {
  return (
    <Layout title="Create an account" web={null}>
      <div class="card narrow">
        <h1>Create an account</h1>
        {failure && <Notice tone="error">{failure}</Notice>}
        <form method="post" action="/sign-up">
          <input type="hidden" name={CSRF_FIELD} value={csrf} />
          <EmailField value={email} error={errors['email']} />
          <NameField value={name} error={errors['name']} />
          <NewPasswordField label="Password" hint={PASSWORD_HINT} error={errors['password']} />
          <button type="submit">Create account</button>
        </form>
        <p>
          Have an account? <a href="/sign-in">Sign in</a>
        </p>
      </div>
    </Layout>
  );
}

/** After a sign-up: the same page whether or not the email had an account. */
export function CheckYourEmailPage({ email }: { email: string }) {
  return (
    <Layout title="Check your email" web={null}>
      <div class="card narrow">
        <h1>Check your email</h1>
        <p>
          We sent a link to <strong>{email}</strong>. Open it within 24 hours to confirm the address; your
          account is created then.
        </p>
      </div>
    </Layout>
  );
}

/** A verification link: confirming is a button, so a mail scanner that opens links creates nothing. */
export function ConfirmEmailPage({ csrf, action }: { csrf: string; action: string }) {
  return (
    <Layout title="Confirm your email" web={null}>
      <div class="card narrow">
        <h1>Confirm your email</h1>
        <form method="post" action={action}>
          <input type="hidden" name={CSRF_FIELD} value={csrf} />
          <button type="submit">Confirm and create my account</button>
        </form>
      </div>
    </Layout>
  );
}

export function SignUpLinkInvalidPage() {
  return (
    <Layout title="Link not valid" web={null}>
      <div class="card narrow">
        <h1>This link does not work</h1>
        <p>
          It was used already, replaced by a newer sign-up, or it expired.{' '}
          <a href="/sign-up">Sign up again</a> or <a href="/sign-in">sign in</a>.
        </p>
      </div>
    </Layout>
  );
}
