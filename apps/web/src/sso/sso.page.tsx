import { Notice } from '../views/forms';
import { Layout } from '../views/layout';

/** "Sign in with …": a link that starts single sign-on (docs/accounts.md "Single sign-on"). */
export function SsoLink({ name, href }: { name: string; href: string }) {
  return (
    <p class="sso">
      <a class="button secondary" href={href}>
        Sign in with {name}
      </a>
    </p>
  );
}

export interface SsoRefusedPageProps {
  readonly title: string;
  readonly message: string;
  /** Where to try again: the sign-in page, or the invitation link it started from. */
  readonly retry: { readonly href: string; readonly label: string };
}

/** A sign-in through the provider that signs nobody in: why, and where to go from here. */
export function SsoRefusedPage({ title, message, retry }: SsoRefusedPageProps) {
  return (
    <Layout title={title} web={null}>
      <div class="card narrow">
        <h1>{title}</h1>
        <Notice tone="error">{message}</Notice>
        <p>
          <a href={retry.href}>{retry.label}</a>
        </p>
      </div>
    </Layout>
  );
}
