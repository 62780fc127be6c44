import { CSRF_FIELD } from '../session/csrf';
import { EmailField } from '../views/account-fields';
import { Field, Notice } from '../views/forms';
import { Layout } from '../views/layout';
import { SsoLink } from '../sso/sso.page';

export interface SignInPageProps {
  readonly csrf: string;
  readonly next: string;
  readonly email?: string;
  readonly failure?: string;
  /** A success to report, such as a password just reset. */
  readonly notice?: string;
  /** SIGN_UP=open: a link to create an account. */
  readonly signUp?: boolean;
  /** "Sign in with …" when single sign-on is configured: the provider's name and the start link. */
  readonly sso?: { readonly name: string; readonly href: string } | null;
}

export function SignInPage({ csrf, next, email, failure, notice, signUp, sso }: SignInPageProps) {
  return (
    <Layout title="Sign in" web={null}>
      <div class="card narrow">
        <h1>Sign in</h1>
        {failure && <Notice tone="error">{failure}</Notice>}
        {notice && <Notice tone="success">{notice}</Notice>}
        {sso && <SsoLink name={sso.name} href={sso.href} />}
        <form method="post" action="/sign-in">
          <input type="hidden" name={CSRF_FIELD} value={csrf} />
          <input type="hidden" name="next" value={next} />
          <EmailField value={email ?? ''} />
          <Field id="password" label="Password">
            <input id="password" name="password" type="password" autocomplete="current-password" required />
          </Field>
          <button type="submit">Sign in</button>
        </form>
        <p>
          <a href="/forgot-password">Forgot your password?</a>
        </p>
        {signUp && (
          <p>
            New here? <a href="/sign-up">Create an account</a>
          </p>
        )}
      </div>
    </Layout>
  );
}
