import { parse, serialize } from 'cookie';
import { WEB_SESSION_LIFETIME_MS } from '@deal/domain';
import { headerOf, type HttpRequest } from '@deal/nest-kit';

/** The session cookie: HttpOnly (no script reads it), SameSite=Lax (no cross-site POST carries it). */
export const SESSION_COOKIE = 'dps_session';
/** Before sign-in there is no session to bind a CSRF token to; this cookie carries one instead. */
export const SIGN_IN_CSRF_COOKIE = 'dps_signin';

export interface CookieChange {
  readonly name: string;
  /** null clears the cookie. */
  readonly value: string | null;
  readonly maxAgeSeconds?: number;
  /** Set when the application is served over https (`APP_URL`). */
  readonly secure: boolean;
}

/**
 * A change to one of the application's cookies, Secure when the application is served over https
 * (`APP_URL`); `value` null clears it.
 */
export function cookieChange(
  served: { readonly appUrl: string },
  name: string,
  value: string | null,
): CookieChange {
  return { name, value, secure: served.appUrl.startsWith('https:') };
}

/** A sign-in's cookies: the new session's set, and the signed-out form's CSRF token cleared. */
export function signedInCookies(served: { readonly appUrl: string }, sessionToken: string): CookieChange[] {
  return [
    cookieChange(served, SESSION_COOKIE, sessionToken),
    cookieChange(served, SIGN_IN_CSRF_COOKIE, null),
  ];
}

export function cookieOf(request: HttpRequest, name: string): string | undefined {
  return cookiesOf(request)[name];
}

/** Every cookie the request carries, by name. */
export function cookiesOf(request: HttpRequest): Readonly<Record<string, string | undefined>> {
  const header = headerOf(request, 'cookie');
  if (!header) return {};
  try {
    return parse(header);
  } catch {
    return {}; // a malformed Cookie header is treated as no cookie
  }
}

/** `Set-Cookie` for a change. */
export function setCookieHeader(change: CookieChange): string {
  return serialize(change.name, change.value ?? '', {
    httpOnly: true,
    sameSite: 'lax',
    secure: change.secure,
    path: '/',
    maxAge: change.value === null ? 0 : (change.maxAgeSeconds ?? WEB_SESSION_LIFETIME_MS / 1000),
  });
}
