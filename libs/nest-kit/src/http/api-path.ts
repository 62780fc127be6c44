/** `/v1`, `/v1/…` or `/v1?…` as written: an API path however the rest is spelled. */
const PLAIN_API_PATH = /^\/v1(?:[/?]|$)/;

/**
 * `/v1/…`: the API's surface (CONTRACT §2), answered in JSON. Everything else belongs to the web
 * application. A web route's pattern that also matches such a path (`/:space/deals/:deal` matches
 * `/v1/deals/abc`) must not answer it.
 *
 * Express routes without regard to case, and a path may be spelled with percent-escapes, doubled
 * or trailing slashes; every spelling that Express could route as `/v1/…` is the API's, so the
 * test is made on the decoded path with its slashes collapsed, ignoring case. (The rate limit does
 * not depend on this test: it counts every request that reaches a non-page handler.)
 */
export function isApiPath(originalUrl: string): boolean {
  // The usual spelling, `/v1/…` as written, needs no decoding: every request of the api passes here.
  if (PLAIN_API_PATH.test(originalUrl)) return true;
  const path = originalUrl.split('?', 1)[0] as string;
  return /^\/v1(\/|$)/i.test(decoded(path).replace(/\/{2,}/g, '/'));
}

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path; // a malformed escape: judged as written
  }
}
