/** CONTRACT §5: where the API listens by default. */
export const DEFAULT_BASE_URL = 'http://localhost:3000';

/**
 * The base URL every `/v1/…` path is appended to: http(s) only, no query or fragment, no trailing
 * slash (a reverse proxy's path prefix such as `/deals` is kept).
 */
export function normaliseBaseUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw invalid(raw);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash) throw invalid(raw);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

function invalid(raw: string): TypeError {
  return new TypeError(
    `the base URL must be an http:// or https:// URL without query or fragment, got ${JSON.stringify(raw)}`,
  );
}
