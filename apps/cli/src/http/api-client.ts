import type { ResolvedToken } from '../auth/token-source';
import { CliError } from '../cli-error';
import { CLI_VERSION } from '../cli-version';
import { apiErrorOf } from './api-error';
import { urlOf, type ApiRoute } from './api-routes';
import { networkErrorOf } from './network-error';
import { readJsonBody } from './response-body';
import { REQUEST_TIMEOUT_MS } from './request-timeout';
import { retryAfterSeconds } from './rate-limit.wait';
import type { WaitOutRateLimit } from './rate-limit.wait';

/** Retries after a 429 before giving up: one usually suffices (the window has ended by then). */
export const MAX_RATE_LIMIT_RETRIES = 3;
/** A longer Retry-After is not waited for: a person at a prompt would rather try again later. */
export const MAX_RETRY_AFTER_S = 300;

export interface ApiClientDeps {
  readonly serviceUrl: string;
  readonly credential: ResolvedToken | null;
  readonly fetch: typeof fetch;
  /** Waits out a 429 (and says so); see rate-limit.wait.ts. */
  readonly waitOutRateLimit: WaitOutRateLimit;
  readonly now: () => number;
}

export interface SendOptions {
  readonly params?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, string | undefined>>;
  readonly body?: unknown;
  /**
   * Sent as `Idempotency-Key` on every attempt of this request, retries included, so the API does
   * the work once however many attempts reach it (docs/api.md "Idempotent retries").
   */
  readonly idempotencyKey?: string;
}

export interface ApiResponse {
  readonly status: number;
  readonly body: unknown;
}

/**
 * The tool's one HTTP client of the public API: JSON in and out, the bearer credential on the
 * routes that need it (never on public ones), 429s waited out and retried a bounded number of
 * times. A 429 (or the api's 503 with Retry-After) is answered before the request is applied, so
 * retrying a POST is safe too.
 */
export class ApiClient {
  constructor(private readonly deps: ApiClientDeps) {}

  /**
   * The answer, whatever its status, except a refusal to be retried (429, or 503 with Retry-After,
   * which the api sends when its shared rate-limit counters are down) and no answer at all (CliError).
   */
  async send(route: ApiRoute, options: SendOptions = {}): Promise<ApiResponse> {
    for (let retry = 1; ; retry++) {
      const response = await this.attempt(route, options);
      const reason = retryReasonOf(response);
      if (!reason) {
        return { status: response.status, body: await readJsonBody(response, this.deps.serviceUrl) };
      }
      await response.body?.cancel();
      const seconds = retryAfterSeconds(response.headers.get('retry-after'), this.deps.now());
      if (retry > MAX_RATE_LIMIT_RETRIES) {
        throw new CliError(`${reason}; gave up after ${MAX_RATE_LIMIT_RETRIES} retries`);
      }
      if (seconds > MAX_RETRY_AFTER_S) {
        throw new CliError(`${reason}; the API asks to wait ${seconds} s, so try again later`);
      }
      await this.deps.waitOutRateLimit(reason, seconds, retry, MAX_RATE_LIMIT_RETRIES);
    }
  }

  /** The body of a 2xx answer; any other status becomes the API's error message (exit 1). */
  async call<T>(route: ApiRoute, options: SendOptions = {}): Promise<T> {
    const { status, body } = await this.send(route, options);
    if (status >= 200 && status < 300) return body as T;
    const error = apiErrorOf(status, body);
    if (status !== 401 || !this.deps.credential) throw error;
    throw new CliError(error.message, error.exitCode, [...error.details, this.refusedHint()]);
  }

  private async attempt(route: ApiRoute, options: SendOptions): Promise<Response> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'user-agent': `dps/${CLI_VERSION}`,
    };
    if (route.auth) headers['authorization'] = `Bearer ${this.token()}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.idempotencyKey !== undefined) headers['idempotency-key'] = options.idempotencyKey;
    try {
      return await this.deps.fetch(urlOf(this.deps.serviceUrl, route, options.params, options.query), {
        method: route.method,
        headers,
        ...(options.body !== undefined && { body: JSON.stringify(options.body) }),
        redirect: 'error',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw networkErrorOf(error, this.deps.serviceUrl, REQUEST_TIMEOUT_MS);
    }
  }

  private token(): string {
    if (!this.deps.credential) {
      throw new CliError('not logged in: set SERVICE_TOKEN, or run `dps login`');
    }
    return this.deps.credential.token;
  }

  private refusedHint(): string {
    return this.deps.credential?.source === 'SERVICE_TOKEN'
      ? '  the token comes from SERVICE_TOKEN; check it, or unset it to use the saved login'
      : `  the login saved for ${this.deps.serviceUrl} was refused; run \`dps login\` again`;
  }
}

/** Why a response is to be waited out and retried; null when it is the answer. */
function retryReasonOf(response: Response): string | null {
  if (response.status === 429) return 'rate limited by the API';
  if (response.status === 503 && response.headers.has('retry-after')) return 'the API is unavailable for now';
  return null;
}
