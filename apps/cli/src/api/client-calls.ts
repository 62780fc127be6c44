import { createDpsClient, DpsApiError, DpsUnexpectedResponseError, type DpsClient } from '@deal/sdk';
import type { ResolvedToken } from '../auth/token-source';
import { CliError } from '../cli-error';
import { CLI_VERSION } from '../cli-version';
import { apiErrorOf } from '../http/api-error';
import { MAX_RATE_LIMIT_RETRIES, MAX_RETRY_AFTER_S } from '../http/api-client';
import { networkErrorOf } from '../http/network-error';
import { REQUEST_TIMEOUT_MS } from '../http/request-timeout';
import type { DpsCalls } from './dps-calls';
import type { WaitOutRateLimit } from '../http/rate-limit.wait';

/** The largest page the API serves (CONTRACT §2); lists walked whole ask for it. */
export const PAGE_SIZE = 100;

export interface CallsDeps {
  readonly serviceUrl: string;
  readonly credential: ResolvedToken | null;
  /** Whether a missing credential stops a call before it is sent (every route but the public ones). */
  readonly requiresCredential: boolean;
  readonly fetch: typeof fetch;
  /** Says on stderr that a 429 is being waited out, and waits (rate-limit.wait.ts). */
  readonly waitOutRateLimit: WaitOutRateLimit;
}

/**
 * `DpsCalls` on the SDK (`@deal/sdk`): its client does the requests, the credential, a fresh
 * `Idempotency-Key` on each POST and the 429/503 retries; the tool adds its wait messages (the
 * SDK's `onRetry`, which waits, so the SDK's own sleep is none) and turns the SDK's errors into
 * the tool's: the API's message (exit 1), with where a refused token came from.
 */
export function callsOf(deps: CallsDeps): DpsCalls {
  const dps = createDpsClient({
    baseUrl: deps.serviceUrl,
    // No credential: an empty token, so the SDK does not fall back to SERVICE_TOKEN on its own.
    token: deps.credential?.token ?? '',
    fetch: deps.fetch,
    userAgent: `dps/${CLI_VERSION}`,
    maxRetries: MAX_RATE_LIMIT_RETRIES,
    maxRetryAfterSeconds: MAX_RETRY_AFTER_S,
    timeoutMs: REQUEST_TIMEOUT_MS,
    sleep: async () => undefined,
    onRetry: (notice) =>
      deps.waitOutRateLimit(
        notice.status === 429 ? 'rate limited by the API' : 'the API is unavailable for now',
        notice.waitSeconds,
        notice.retry,
        notice.maxRetries,
      ),
  });
  const requireCredential = () => {
    if (deps.requiresCredential && !deps.credential) {
      throw new CliError('not logged in: set SERVICE_TOKEN, or run `dps login`');
    }
  };
  const guarded =
    <Args extends unknown[], Result>(call: (...args: Args) => Promise<Result>) =>
    (...args: Args): Promise<Result> => {
      requireCredential();
      return cliErrors(deps, () => call(...args));
    };
  async function* guardedWalk<Item>(items: AsyncIterable<Item>): AsyncGenerator<Item> {
    requireCredential();
    const iterator = items[Symbol.asyncIterator]();
    for (;;) {
      const next = await cliErrors(deps, () => iterator.next());
      if (next.done) return;
      yield next.value;
    }
  }
  return {
    GET: guarded(dps.GET) as DpsClient['GET'],
    POST: guarded(dps.POST) as DpsClient['POST'],
    PUT: guarded(dps.PUT) as DpsClient['PUT'],
    PATCH: guarded(dps.PATCH) as DpsClient['PATCH'],
    DELETE: guarded(dps.DELETE) as DpsClient['DELETE'],
    // The SDK's own signature, narrowed per path, cannot be spelled for a wrapper: it is restored
    // by the cast, and the wrapper passes the arguments through unchanged.
    paginate: ((path: never, init?: never) =>
      guardedWalk(
        (dps.paginate as (path: never, init?: never) => AsyncIterable<unknown>)(path, init),
      )) as DpsClient['paginate'],
    raw: guarded(dps.raw),
  };
}

async function cliErrors<T>(deps: CallsDeps, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof CliError) throw error;
    if (error instanceof DpsApiError) {
      const failure = apiErrorOf(error.status, error.body);
      const refusal = refusalOf(error);
      if (refusal) {
        const seconds = error.retryAfterSeconds ?? 0;
        throw new CliError(
          seconds > MAX_RETRY_AFTER_S
            ? `${refusal}; the API asks to wait ${seconds} s, so try again later`
            : `${refusal}; gave up after ${MAX_RATE_LIMIT_RETRIES} retries`,
        );
      }
      if (error.status !== 401 || !deps.credential) throw failure;
      throw new CliError(failure.message, failure.exitCode, [...failure.details, refusedHint(deps)]);
    }
    if (error instanceof DpsUnexpectedResponseError) {
      throw new CliError(
        `${deps.serviceUrl} answered HTTP ${error.status} with something other than JSON`,
        1,
        ['  is SERVICE_URL the address of the Deal Pricing Service API?'],
      );
    }
    throw networkErrorOf(error, deps.serviceUrl, REQUEST_TIMEOUT_MS);
  }
}

/** A refusal the SDK waited out and retried until it gave up: a 429, or a 503 with Retry-After. */
function refusalOf(error: DpsApiError): string | null {
  if (error.status === 429) return 'rate limited by the API';
  if (error.status === 503 && error.retryAfterSeconds !== undefined) return 'the API is unavailable for now';
  return null;
}

function refusedHint(deps: CallsDeps): string {
  return deps.credential?.source === 'SERVICE_TOKEN'
    ? '  the token comes from SERVICE_TOKEN; check it, or unset it to use the saved login'
    : `  the login saved for ${deps.serviceUrl} was refused; run \`dps login\` again`;
}
