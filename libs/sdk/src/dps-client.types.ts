import type { Client, ClientPathsWithMethod, FetchResponse, MaybeOptionalInit } from 'openapi-fetch';
import type { paths } from './generated/openapi';
import type { DpsRetryNotice } from './retrying-fetch';

/** The API's operations by path and method, as the served OpenAPI document describes them. */
export type DpsPaths = paths;

export type DpsHttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';

/** The paths that have an operation for `Method` (`'/v1/deals'` for `'get'`, …). */
export type DpsPathsWith<Method extends DpsHttpMethod> = ClientPathsWithMethod<Client<paths>, Method>;

// openapi-fetch's own helpers (not exported by it): the second argument is required exactly when
// the operation has a required parameter or body.
type RequiredKeysOfHelper<T> = { [K in keyof T]: object extends Pick<T, K> ? never : K }[keyof T];
type RequiredKeysOf<T> = RequiredKeysOfHelper<T> extends undefined ? never : RequiredKeysOfHelper<T>;
type InitParam<Init> =
  RequiredKeysOf<Init> extends never
    ? [(Init & { [key: string]: unknown })?]
    : [Init & { [key: string]: unknown }];

/** What a successful call resolves to: the parsed body; `void` for a 204. */
export type DpsData<
  Path extends keyof paths,
  Method extends DpsHttpMethod,
  Init = object,
> = Method extends keyof paths[Path]
  ? ExcludeUndefined<
      FetchResponse<
        paths[Path][Method] & Record<string | number, unknown>,
        Init,
        `${string}/${string}`
      >['data']
    >
  : never;
type ExcludeUndefined<T> = [Exclude<T, undefined>] extends [never] ? void : Exclude<T, undefined>;

/** One method of the client: openapi-fetch's signature, resolving to the data instead of `{data, error}`. */
export type DpsMethod<Method extends DpsHttpMethod> = <
  Path extends DpsPathsWith<Method>,
  Init extends MaybeOptionalInit<paths[Path], Method>,
>(
  url: Path,
  ...init: InitParam<Init>
) => Promise<DpsData<Path, Method, Init>>;

/** A cursor list's page (SPEC §4.1): `{items, next_cursor}`. */
interface Page {
  readonly items: readonly unknown[];
  readonly next_cursor: string | null;
}

/** The GET paths that answer a cursor list: every list of the API. */
export type DpsListPath = {
  [Path in DpsPathsWith<'get'>]: DpsData<Path, 'get'> extends Page ? Path : never;
}[DpsPathsWith<'get'>];

/** An item of the list at `Path` (a deal for `/v1/deals`). */
export type DpsListItem<Path extends DpsListPath> =
  DpsData<Path, 'get'> extends { readonly items: readonly (infer Item)[] } ? Item : never;

export interface DpsClientOptions {
  /** The API's address, without `/v1`. Default: `SERVICE_URL`, else `http://localhost:3000` (CONTRACT §5). */
  readonly baseUrl?: string;
  /** A personal token (`svcp_…`) or space key (`svcs_…`). Default: `SERVICE_TOKEN`; none when unset. */
  readonly token?: string;
  /** The fetch to send with (a proxy's, a test's). Default: the global fetch. */
  readonly fetch?: typeof fetch;
  /** Retries of a refused request (429, …) before its refusal is thrown. Default 3. */
  readonly maxRetries?: number;
  /** A longer `Retry-After` is not waited out: the refusal is thrown at once. Default 120 s. */
  readonly maxRetryAfterSeconds?: number;
  /** Each attempt's deadline. Default 30 s. */
  readonly timeoutMs?: number;
  /** Default `dps-sdk/<version>`. */
  readonly userAgent?: string;
  /** Told before each wait for a retry. */
  readonly onRetry?: (notice: DpsRetryNotice) => void | Promise<void>;
  /** How a wait is done. Default: a timer. Tests and tools with a clock of their own replace it. */
  readonly sleep?: (ms: number) => Promise<void>;
}

/** Options of `raw`: a call the typed methods cannot name (any method, any path). */
export interface DpsRawInit {
  readonly query?: Readonly<Record<string, string | number | boolean | undefined>>;
  /** Sent as JSON. */
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}

export interface DpsClient {
  /** The base URL every path is appended to (normalised: no trailing slash). */
  readonly baseUrl: string;
  readonly GET: DpsMethod<'get'>;
  readonly POST: DpsMethod<'post'>;
  readonly PUT: DpsMethod<'put'>;
  readonly PATCH: DpsMethod<'patch'>;
  readonly DELETE: DpsMethod<'delete'>;
  /** Every item of a cursor list, page after page (following `next_cursor` until it is null). */
  paginate<Path extends DpsListPath, Init extends MaybeOptionalInit<paths[Path], 'get'>>(
    url: Path,
    ...init: InitParam<Init>
  ): AsyncIterable<DpsListItem<Path>>;
  /**
   * Any method on any path (`/v1/…`), untyped: the parsed JSON body (undefined for a 204), with the
   * same credential, retries, Idempotency-Key and errors as the typed methods (`dps api`).
   */
  raw(method: string, path: string, init?: DpsRawInit): Promise<unknown>;
}
