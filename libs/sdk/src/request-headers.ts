import { PUBLIC_OPERATIONS } from './generated/public-operations';

export interface HeaderSettings {
  readonly token: string | undefined;
  readonly userAgent: string;
}

/**
 * Sets what every request of the SDK carries, on the request about to be sent:
 * - the bearer token, except on the operations that take none (`GET /v1/meta`, the device flow's
 *   public routes): a credential is never sent where it is not needed;
 * - on a POST, a fresh `Idempotency-Key` (a random UUID) unless the caller set one: the API then
 *   applies the request once however many attempts reach it, and the retries send the same headers
 *   (retrying-fetch.ts), so the same key;
 * - `Accept: application/json` and the User-Agent.
 * `schemaPath` is the path template (`/v1/deal/{id}`), as the OpenAPI document names the operation.
 */
export function setRequestHeaders(
  headers: Headers,
  method: string,
  schemaPath: string,
  settings: HeaderSettings,
): void {
  const upper = method.toUpperCase();
  if (settings.token && !PUBLIC_OPERATIONS.has(`${upper} ${schemaPath}`)) {
    headers.set('authorization', `Bearer ${settings.token}`);
  }
  if (upper === 'POST' && !headers.has('idempotency-key'))
    headers.set('idempotency-key', crypto.randomUUID());
  headers.set('accept', 'application/json');
  if (!headers.has('user-agent')) headers.set('user-agent', settings.userAgent);
}
