import createClient from 'openapi-fetch';
import { DEFAULT_BASE_URL, normaliseBaseUrl } from './base-url';
import { DpsApiError, errorBodyOf } from './dps-api-error';
import type { DpsClient, DpsClientOptions, DpsRawInit } from './dps-client.types';
import { LIST_CURSOR_PARAMETERS } from './generated/list-cursors';
import type { paths } from './generated/openapi';
import { setRequestHeaders, type HeaderSettings } from './request-headers';
import { retryAfterSeconds } from './retry-after';
import { retryingFetch } from './retrying-fetch';
import { SDK_VERSION } from './sdk-version';

/** What openapi-fetch answers, whatever the operation. */
interface Settled {
  readonly data?: unknown;
  readonly error?: unknown;
  readonly response: Response;
}
type UntypedMethod = (url: string, init?: object) => Promise<Settled>;
type ListInit = { readonly params?: { readonly query?: object } } & Record<string, unknown>;

/**
 * A client of the Deal Pricing Service API: openapi-fetch typed by the served OpenAPI document,
 * plus the token, retries of refused requests, Idempotency-Keys, cursor lists and typed errors
 * (libs/sdk/README.md).
 */
export function createDpsClient(options: DpsClientOptions = {}): DpsClient {
  const env = typeof process === 'undefined' ? {} : process.env;
  const baseUrl = normaliseBaseUrl(options.baseUrl ?? (env['SERVICE_URL'] || DEFAULT_BASE_URL));
  const settings: HeaderSettings = {
    token: options.token ?? (env['SERVICE_TOKEN'] || undefined),
    userAgent: options.userAgent ?? `dps-sdk/${SDK_VERSION}`,
  };
  const transport = retryingFetch({
    // Looked up per call, not captured: a test or tool that swaps the global fetch is followed.
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
    maxRetries: options.maxRetries ?? 3,
    maxRetryAfterSeconds: options.maxRetryAfterSeconds ?? 120,
    timeoutMs: options.timeoutMs ?? 30_000,
    sleep: options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    now: () => Date.now(),
    onRetry: options.onRetry,
  });
  const client = createClient<paths>({ baseUrl, fetch: transport });
  client.use({
    onRequest: ({ request, schemaPath }) => {
      setRequestHeaders(request.headers, request.method, schemaPath, settings);
      return request;
    },
  });

  const method =
    (name: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE') =>
    async (url: string, init?: object): Promise<unknown> => {
      const untyped = (client as unknown as Record<string, UntypedMethod>)[name] as UntypedMethod;
      return dataOf(await untyped(url, init), name);
    };
  const get = method('GET');

  async function* paginate(url: string, init?: ListInit): AsyncGenerator<unknown> {
    const parameter = (LIST_CURSOR_PARAMETERS as Readonly<Record<string, string>>)[url];
    if (!parameter) throw new TypeError(`GET ${url} is not a cursor list of the API`);
    const seen = new Set<string>();
    let cursor: string | null = null;
    for (;;) {
      const query = { ...init?.params?.query, ...(cursor !== null && { [parameter]: cursor }) };
      const page = (await get(url, { ...init, params: { ...init?.params, query } })) as {
        items: unknown[];
        next_cursor: string | null;
      };
      yield* page.items;
      // The end: no next page, or (the event feed) nothing new after the position given.
      if (page.next_cursor === null || page.next_cursor === cursor) return;
      if (seen.has(page.next_cursor)) {
        throw new Error(
          `GET ${url} returned the cursor ${page.next_cursor} twice; stopping a list that would not end`,
        );
      }
      seen.add(page.next_cursor);
      cursor = page.next_cursor;
    }
  }

  async function raw(name: string, path: string, init: DpsRawInit = {}): Promise<unknown> {
    const url = new URL(`${baseUrl}${path.startsWith('/') ? path : `/${path}`}`);
    for (const [key, value] of Object.entries(init.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    const headers = new Headers(init.headers);
    if (init.body !== undefined) headers.set('content-type', 'application/json');
    setRequestHeaders(headers, name, url.pathname.slice(new URL(baseUrl).pathname.length), settings);
    const request = new Request(url, {
      method: name.toUpperCase(),
      headers,
      ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
    });
    const response = await transport(request);
    const text = response.status === 204 ? '' : await response.text();
    const parsed: unknown = text ? JSON.parse(text) : undefined;
    return dataOf(response.ok ? { data: parsed, response } : { error: parsed ?? text, response }, name);
  }

  return {
    baseUrl,
    GET: get,
    POST: method('POST'),
    PUT: method('PUT'),
    PATCH: method('PATCH'),
    DELETE: method('DELETE'),
    paginate,
    raw,
  } as DpsClient;
}

/** A 2xx answer's data; any other answer as a DpsApiError carrying the SPEC §7 body. */
function dataOf({ data, error, response }: Settled, method: string): unknown {
  if (response.ok) return data;
  const retryAfter = response.headers.get('retry-after');
  throw new DpsApiError(
    response.status,
    errorBodyOf(error, response.status),
    `${method.toUpperCase()} ${response.url}`,
    retryAfter === null ? undefined : retryAfterSeconds(retryAfter, Date.now()),
  );
}
