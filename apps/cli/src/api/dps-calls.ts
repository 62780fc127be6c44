import type { DpsClient } from '@deal/sdk';

/**
 * The calls every resource command makes: the SDK's typed client (`@deal/sdk`), so a path, a
 * parameter or a body field the api does not have fails the type check. `GET/POST/PUT/PATCH/DELETE`
 * resolve to the answer's body; `paginate` walks a cursor list; `raw` is for `dps api`. What the
 * tool adds (its error wording, its wait messages) is in client-calls.ts.
 */
export type DpsCalls = Pick<DpsClient, 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'paginate' | 'raw'>;

export type QueryValue = string | number | boolean | undefined;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const HTTP_METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
