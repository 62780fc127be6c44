/**
 * `/v1/…`: the API's surface (CONTRACT §2), rate limited per credential and answered in JSON.
 * Everything else belongs to the web application. A web route's pattern that also matches such a
 * path (`/:space/deals/:deal` matches `/v1/deals/abc`) must not answer it.
 */
export function isApiPath(originalUrl: string): boolean {
  return /^\/v1(\/|\?|$)/.test(originalUrl);
}
