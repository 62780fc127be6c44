import { page, type WebPage } from '../web-result';
import { SsoRefusedPage } from './sso.page';

/** Every way a sign-in through the provider ends without a session, as its page says it. */
export type SsoRefusalKind =
  | { readonly kind: 'expired' }
  | { readonly kind: 'provider-refused'; readonly error: string | null }
  | { readonly kind: 'unavailable' }
  | { readonly kind: 'email-missing' }
  | { readonly kind: 'email-unverified' }
  | { readonly kind: 'no-account'; readonly email: string }
  | { readonly kind: 'other-email'; readonly email: string; readonly invited: string }
  | { readonly kind: 'sign-up-off' }
  | { readonly kind: 'too-many'; readonly wait: number };

const PROVIDER_ERROR = /^[a-z_]{1,64}$/;

/**
 * The page of a refusal: 400 for a sign-in that is no longer valid, 403 for a person the service
 * does not sign in, 429 over the sign-in limit, 502 for a provider that did not answer. Nothing was
 * written for any of them.
 */
export function refusedPage(provider: string, refusal: SsoRefusalKind, retryHref: string): WebPage {
  const retry = {
    href: retryHref,
    label: retryHref === '/sign-in' ? 'Back to sign-in' : 'Back to the invitation',
  };
  const render = (status: number, title: string, message: string, headers: Record<string, string> = {}) =>
    page(SsoRefusedPage({ title, message, retry }), { status, headers });
  switch (refusal.kind) {
    case 'expired':
      return render(
        400,
        'Sign-in expired',
        `This sign-in with ${provider} did not start in this browser, was used already, or took longer than 10 minutes. Start again.`,
      );
    case 'provider-refused': {
      const code = refusal.error && PROVIDER_ERROR.test(refusal.error) ? ` (${refusal.error})` : '';
      return render(400, 'Sign-in not finished', `${provider} did not sign you in${code}. Start again.`);
    }
    case 'unavailable':
      return render(
        502,
        `${provider} did not answer`,
        `${provider} could not be reached. Try again in a moment, or sign in with your password.`,
      );
    case 'email-missing':
      return render(
        403,
        'No email address',
        `${provider} did not share your email address, so no account can be found for you. Allow it to share your email, or sign in with your password.`,
      );
    case 'email-unverified':
      return render(
        403,
        'Email address not verified',
        `${provider} has not verified that your email address is yours, so it cannot sign you in here. Verify it with ${provider}, or sign in with your password.`,
      );
    case 'no-account':
      return render(
        403,
        'No account for this email',
        `No account uses ${refusal.email}. Ask an owner or admin of your space to invite ${refusal.email}, then open the link in the email.`,
      );
    case 'other-email':
      return render(
        403,
        'This invitation is for someone else',
        `This invitation is for ${refusal.invited}, but ${provider} signed you in as ${refusal.email}. Sign in to ${provider} as ${refusal.invited}, or accept the invitation with a password.`,
      );
    case 'sign-up-off':
      return render(
        403,
        'No account for this email',
        'This service does not create accounts from invitations. Ask whoever invited you or your administrator for an account with this email, then open the link again.',
      );
    case 'too-many':
      return render(
        429,
        'Too many sign-in attempts',
        `Too many sign-in attempts. Try again in ${refusal.wait} seconds.`,
        { 'Retry-After': String(refusal.wait) },
      );
  }
}
