import { CliError, EXIT_USAGE } from '../cli-error';

/** CONTRACT §5: the api's default address. */
export const DEFAULT_SERVICE_URL = 'http://localhost:3000';

/**
 * `SERVICE_URL` as the base every path is appended to: http(s) only, no query or fragment, no
 * trailing slash (a path prefix such as a reverse proxy's `/deals` is kept). The normalised form is
 * also the key a saved login is stored under, so `http://HOST:3000/` and `http://host:3000` match.
 */
export function parseServiceUrl(raw: string | undefined): string {
  const text = raw?.trim() || DEFAULT_SERVICE_URL;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw invalid(text);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash) throw invalid(text);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

function invalid(text: string): CliError {
  return new CliError(
    `SERVICE_URL must be an http:// or https:// URL without query or fragment, got ${JSON.stringify(text)}`,
    EXIT_USAGE,
  );
}
