import { createHmac, timingSafeEqual } from 'node:crypto';

/** The hidden form field every state-changing form carries. */
export const CSRF_FIELD = '_csrf';

/**
 * A synchronizer token derived from the session's secret (HMAC), so it needs no storage, differs
 * per session and cannot be computed by a page on another origin, which never sees the cookie.
 */
export function csrfTokenFor(sessionSecret: string): string {
  return createHmac('sha256', sessionSecret).update('dps csrf v1').digest('base64url');
}

export function csrfTokenMatches(sessionSecret: string, submitted: unknown): boolean {
  if (typeof submitted !== 'string') return false;
  const expected = Buffer.from(csrfTokenFor(sessionSecret));
  const given = Buffer.from(submitted);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
