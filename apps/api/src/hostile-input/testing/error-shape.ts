import type { RawResponse } from './raw-http-client';

/** RFC 6749 §5.2 error codes `POST /v1/device/token` answers with (docs/device-flow.md). */
const OAUTH_ERRORS = new Set([
  'authorization_pending',
  'slow_down',
  'expired_token',
  'access_denied',
  'invalid_grant',
  'invalid_request',
  'unsupported_grant_type',
]);

/** The one operation whose 400 uses the OAuth form instead of SPEC §7's validation form. */
const OAUTH_OPERATION = 'POST /v1/device/token';

/**
 * Why a 4xx response is not in a documented shape, or null when it is: `{message}` (exactly), the
 * SPEC §7 validation form for 400, or the OAuth form for a 400 of `POST /v1/device/token`. Every
 * response must also be JSON and carry `RateLimit-Policy` (CONTRACT §2 Common) and
 * `Cache-Control: no-store` (issue 11).
 */
export function errorShapeProblem(operationKey: string, response: RawResponse): string | null {
  if (!response.headers['ratelimit-policy']) return 'no RateLimit-Policy header';
  if (response.headers['cache-control'] !== 'no-store') return 'not Cache-Control: no-store';
  const type = String(response.headers['content-type'] ?? '');
  if (!/^application\/json\b/.test(type)) return `content-type "${type}"`;
  let body: unknown;
  try {
    body = JSON.parse(response.text);
  } catch {
    return 'body is not JSON';
  }
  if (!isObject(body)) return 'body is not a JSON object';
  if (response.status === 400 && operationKey === OAUTH_OPERATION) return oauthProblem(body);
  if (response.status === 400) return validationProblem(body);
  return hasExactly(body, ['message']) && typeof body['message'] === 'string' && body['message'] !== ''
    ? null
    : 'not {message: string}';
}

function validationProblem(body: Record<string, unknown>): string | null {
  if (!hasExactly(body, ['success', 'data', 'error', 'message']))
    return '400 without exactly success/data/error/message';
  if (body['success'] !== false) return '400 with success !== false';
  if (!isObject(body['data'])) return '400 whose data is not an object';
  if (typeof body['message'] !== 'string') return '400 whose message is not a string';
  const issues = body['error'];
  if (!Array.isArray(issues) || issues.length === 0) return '400 without issues';
  const wellFormed = issues.every(
    (issue) =>
      isObject(issue) &&
      hasExactly(issue, ['path', 'message']) &&
      typeof issue['message'] === 'string' &&
      Array.isArray(issue['path']) &&
      issue['path'].every((part) => typeof part === 'string'),
  );
  return wellFormed ? null : '400 with an issue that is not {path: string[], message: string}';
}

function oauthProblem(body: Record<string, unknown>): string | null {
  return hasExactly(body, ['error', 'error_description']) &&
    OAUTH_ERRORS.has(String(body['error'])) &&
    typeof body['error_description'] === 'string'
    ? null
    : 'not the OAuth {error, error_description} form';
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hasExactly(value: Record<string, unknown>, keys: readonly string[]): boolean {
  const own = Object.keys(value).sort();
  return own.length === keys.length && [...keys].sort().every((key, index) => own[index] === key);
}
