import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import type { SsoChecks } from './openid-connect.client';

/** How the name of every sign-in's cookie starts. */
export const SSO_COOKIE_PREFIX = 'dps_sso_';
/** Longer than any state this service makes (43 characters): a callback's longer one is not ours. */
export const MAX_SSO_STATE_LENGTH = 256;

/**
 * The cookie that carries one sign-in from its start to its callback, named after its state: two
 * sign-ins started in two tabs of one browser each keep their own, and the callback finds its own by
 * the `state` the provider sends back.
 */
export function ssoCookieName(state: string): string {
  return `${SSO_COOKIE_PREFIX}${createHash('sha256').update(state).digest('base64url').slice(0, 16)}`;
}
/** A sign-in has ten minutes to come back from the provider. */
export const SSO_STATE_LIFETIME_MS = 10 * 60 * 1000;

/** What a sign-in needs back at its callback: its checks, where to go, and any invitation carried. */
export interface SsoState extends SsoChecks {
  /** A path on this site to land on (sign-in's `next`). */
  readonly next: string;
  /** The invitation link the sign-in started from, to accept on return. */
  readonly invitation: { readonly id: string; readonly token: string } | null;
  readonly expiresAt: number;
}

/**
 * At most this many sign-ins under way in one browser. Each start sets a cookie of about 300 bytes
 * for ten minutes: without a cap, a page that sends a browser to "Sign in with …" over and over
 * would pile them up until the browser's Cookie header is too large for any page of the site.
 */
export const MAX_SSO_SIGN_INS = 3;

/**
 * The sign-in cookies to clear as a new sign-in starts, so that with it there are at most
 * MAX_SSO_SIGN_INS: every one that no longer opens (expired, or not sealed by this service), then
 * the oldest.
 */
export function ssoCookiesToClear(
  cookies: Readonly<Record<string, string | undefined>>,
  seal: SsoStateSeal,
  now: number,
): string[] {
  const open: { name: string; expiresAt: number }[] = [];
  const clear: string[] = [];
  for (const [name, value] of Object.entries(cookies)) {
    if (!name.startsWith(SSO_COOKIE_PREFIX)) continue;
    const state = seal.open(value, now);
    if (state === null) clear.push(name);
    else open.push({ name, expiresAt: state.expiresAt });
  }
  open.sort((a, b) => a.expiresAt - b.expiresAt);
  const excess = Math.max(0, open.length - (MAX_SSO_SIGN_INS - 1));
  return [...clear, ...open.slice(0, excess).map(({ name }) => name)];
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Seals a sign-in's state into its cookie with AES-256-GCM, under a key derived (HKDF) from
 * `OIDC_CLIENT_SECRET`: the browser holds it but can neither read it (it carries the PKCE verifier
 * and an invitation's token) nor change it, every instance of the service opens it, and nothing is
 * stored. The cookie is HttpOnly, lives ten minutes, and is cleared at the callback.
 */
export class SsoStateSeal {
  private readonly key: Buffer;

  constructor(clientSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', clientSecret, 'dps', 'sso state cookie v1', 32));
  }

  seal(state: SsoState): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(JSON.stringify(state), 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  /** The state of a cookie this service sealed and that has not expired; null for anything else. */
  open(sealed: string | undefined, now: number): SsoState | null {
    if (sealed === undefined || sealed.length > 4096) return null;
    try {
      const raw = Buffer.from(sealed, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, IV_BYTES));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      const text = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
      const state = JSON.parse(text.toString('utf8')) as SsoState;
      return typeof state.expiresAt === 'number' && now < state.expiresAt ? state : null;
    } catch {
      return null; // not sealed by this key (tampered, or another secret): no sign-in to finish
    }
  }
}
