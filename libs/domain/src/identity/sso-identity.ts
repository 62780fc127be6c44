import { isEmailAddress, MAX_EMAIL_LENGTH } from './email-address';
import { MAX_USER_NAME_LENGTH } from './requests/sign-up.request';

/** Who an OpenID provider says signed in, once it vouches for their email (docs/accounts.md "Single sign-on"). */
export interface SsoIdentity {
  /** Trimmed and lower-cased, as every email of the service is kept. */
  readonly email: string;
  /** The name a new account takes: the `name` claim, else given and family names, else the email's local part. */
  readonly name: string;
}

/** Why a provider's answer names nobody the service can sign in. */
export type SsoIdentityRefusal = 'email-missing' | 'email-unverified';

/**
 * The identity of an ID token's (or userinfo's) claims. Only an email the provider marks
 * `email_verified: true` (the boolean, not a string) links to an account: an unverified one could
 * be anybody's, and linking it would hand its account to whoever typed it at the provider.
 */
export function ssoIdentityOf(
  claims: Readonly<Record<string, unknown>>,
): { ok: true; value: SsoIdentity } | { ok: false; error: SsoIdentityRefusal } {
  const email = typeof claims['email'] === 'string' ? claims['email'].trim().toLowerCase() : '';
  if (email === '' || email.length > MAX_EMAIL_LENGTH || !isEmailAddress(email)) {
    return { ok: false, error: 'email-missing' };
  }
  if (claims['email_verified'] !== true) return { ok: false, error: 'email-unverified' };
  return { ok: true, value: { email, name: nameOf(claims, email) } };
}

function nameOf(claims: Readonly<Record<string, unknown>>, email: string): string {
  const text = (key: string) => (typeof claims[key] === 'string' ? cleaned(claims[key]) : '');
  const given = [text('given_name'), text('family_name')].filter(Boolean).join(' ');
  const name = text('name') || given || email.slice(0, email.indexOf('@'));
  return [...name].slice(0, MAX_USER_NAME_LENGTH).join('').trim();
}

/** Control characters out, blanks folded: a name is one line in every list. */
function cleaned(text: string): string {
  return text
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
