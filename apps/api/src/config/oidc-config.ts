import type { EnvReader } from '@deal/nest-kit';

/** "Sign in with …" through OpenID Connect (docs/accounts.md "Single sign-on"); null when off. */
export interface OidcSettings {
  /** `OIDC_ISSUER`: the provider's issuer URL; its discovery document is read from it. */
  readonly issuer: string;
  readonly clientId: string;
  /** `OIDC_CLIENT_SECRET`: never logged; it also keys the sealed cookie that carries a sign-in's state. */
  readonly clientSecret: string;
  /** `OIDC_NAME`: the button says "Sign in with <name>". */
  readonly name: string;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * `OIDC_ISSUER`, `OIDC_CLIENT_ID`, `OIDC_CLIENT_SECRET`: all three or none (a partial set is a
 * start-up error naming the missing ones). The issuer must be https, but on loopback (a provider
 * run beside the service in development and tests). `OIDC_NAME` defaults from the issuer's host.
 */
export function readOidcSettings(read: EnvReader): OidcSettings | null {
  const issuer = read.text('OIDC_ISSUER');
  const clientId = read.text('OIDC_CLIENT_ID');
  const clientSecret = read.text('OIDC_CLIENT_SECRET');
  const given = { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret };
  const missing = Object.keys(given).filter((name) => given[name as keyof typeof given] === undefined);
  if (missing.length === 3) {
    if (read.text('OIDC_NAME') !== undefined) read.problem('OIDC_NAME is set but OIDC_ISSUER is not');
    return null;
  }
  if (missing.length > 0) {
    read.problem(
      `single sign-on needs OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together; missing ${missing.join(', ')}`,
    );
    return null;
  }
  const url = issuerUrl(issuer as string);
  if (url === null) {
    read.problem(
      `OIDC_ISSUER must be an https:// URL (http:// only on localhost or 127.0.0.1), got ${JSON.stringify(issuer)}`,
    );
    return null;
  }
  const name = read.text('OIDC_NAME') ?? defaultName(url);
  if (name.length > 60) read.problem('OIDC_NAME must be at most 60 characters');
  return {
    issuer: issuer as string,
    clientId: clientId as string,
    clientSecret: clientSecret as string,
    name,
  };
}

function issuerUrl(raw: string): URL | null {
  try {
    const url = new URL(raw);
    if (url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') return null;
    if (url.protocol === 'https:') return url;
    return url.protocol === 'http:' && LOOPBACK.has(url.hostname) ? url : null;
  } catch {
    return null;
  }
}

/** The provider's usual name for the well-known issuers, else the issuer's host. */
function defaultName(url: URL): string {
  if (url.hostname === 'accounts.google.com') return 'Google';
  if (url.hostname === 'login.microsoftonline.com') return 'Microsoft';
  return url.host;
}
