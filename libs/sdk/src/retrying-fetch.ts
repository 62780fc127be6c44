import { DpsUnexpectedResponseError } from './dps-api-error';
import { retryAfterSeconds } from './retry-after';

/** Said before each wait, so a tool can tell its user why it pauses (the CLI prints it on stderr). */
export interface DpsRetryNotice {
  /** 1 for the first retry. */
  readonly retry: number;
  readonly maxRetries: number;
  /** The status that is being waited out: 429, 503, or the 409 of a key still being processed. */
  readonly status: number;
  readonly waitSeconds: number;
  /** `METHOD URL` of the request. */
  readonly request: string;
}

export interface RetryingFetchOptions {
  readonly fetch: typeof fetch;
  readonly maxRetries: number;
  readonly maxRetryAfterSeconds: number;
  readonly timeoutMs: number;
  readonly sleep: (ms: number) => Promise<void>;
  readonly now: () => number;
  readonly onRetry?: ((notice: DpsRetryNotice) => void | Promise<void>) | undefined;
}

/**
 * The transport under openapi-fetch: sends the request, and when the API refuses it *before doing
 * anything* and says when to come back, waits that long and sends the very same request again:
 * same headers (so the same `Idempotency-Key`), same body bytes. Those refusals are a 429 (the rate
 * limit), a 503 with `Retry-After` (the shared rate-limit counters are down), and a 409 with
 * `Retry-After` to a request carrying an `Idempotency-Key` (an earlier attempt with that key is
 * still running, docs/api.md "Idempotent retries"). At most `maxRetries` retries, and no wait longer
 * than `maxRetryAfterSeconds`: past either, the refusal is the answer (a DpsApiError upstream).
 * Redirects are refused, so the bearer token never follows one to another host.
 */
export function retryingFetch(options: RetryingFetchOptions): (request: Request) => Promise<Response> {
  return async (request) => {
    const body = request.body ? new Uint8Array(await request.arrayBuffer()) : undefined;
    const headers = new Headers(request.headers);
    const label = `${request.method} ${request.url}`;
    for (let retry = 1; ; retry++) {
      const response = await options.fetch(request.url, {
        method: request.method,
        headers,
        ...(body && { body }),
        redirect: 'error',
        signal: AbortSignal.any([request.signal, AbortSignal.timeout(options.timeoutMs)]),
      });
      const seconds = retryAfterSeconds(response.headers.get('retry-after'), options.now());
      if (
        !isRetryable(response, headers) ||
        retry > options.maxRetries ||
        seconds > options.maxRetryAfterSeconds
      ) {
        return expectJson(response, label);
      }
      await response.body?.cancel();
      await options.onRetry?.({
        retry,
        maxRetries: options.maxRetries,
        status: response.status,
        waitSeconds: seconds,
        request: label,
      });
      await options.sleep(seconds * 1000);
    }
  };
}

function isRetryable(response: Response, sent: Headers): boolean {
  if (response.status === 429) return true;
  if (!response.headers.has('retry-after')) return false;
  return response.status === 503 || (response.status === 409 && sent.has('idempotency-key'));
}

/** Every answer of the API but a 204 is JSON; anything else is not the API speaking. */
async function expectJson(response: Response, label: string): Promise<Response> {
  const contentType = response.headers.get('content-type');
  if (response.status === 204 || /\bjson\b/i.test(contentType ?? '')) return response;
  await response.body?.cancel();
  throw new DpsUnexpectedResponseError(response.status, contentType, label);
}
