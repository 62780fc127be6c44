import { randomUUID } from 'node:crypto';
import { CliError } from '../cli-error';
import type { ApiClient } from '../http/api-client';
import type { CallInit, DpsCalls, HttpMethod, QueryValue } from './dps-calls';

/** The largest page the API serves (CONTRACT §2); `paginate` asks for it, to spend few requests. */
export const PAGE_SIZE = 100;

/**
 * `DpsCalls` over the tool's HTTP client: the credential on every request, a fresh
 * `Idempotency-Key` on each POST (kept for its retries after a 429), errors as the API's message.
 */
export function callsOf(client: ApiClient): DpsCalls {
  const call =
    (method: HttpMethod) =>
    (path: string, init: CallInit = {}) =>
      client.call<unknown>(
        { method, path, auth: true },
        {
          params: init.params?.path ?? {},
          query: queryOf(init.params?.query),
          ...(init.body !== undefined && { body: init.body }),
          ...(method === 'POST' && { idempotencyKey: randomUUID() }),
        },
      );
  const GET = call('GET');
  return {
    GET,
    POST: call('POST'),
    PUT: call('PUT'),
    PATCH: call('PATCH'),
    DELETE: call('DELETE'),
    async *paginate(path: string, init: CallInit = {}) {
      const seen = new Set<string>();
      let cursor: string | undefined;
      for (;;) {
        const query = { limit: PAGE_SIZE, ...init.params?.query, ...(cursor && { cursor }) };
        const page = (await GET(path, { params: { ...init.params, query } })) as {
          items: unknown[];
          next_cursor?: string | null;
        };
        yield* page.items;
        if (!page.next_cursor) return;
        // A server that hands back a cursor twice would keep the walk going for ever.
        if (seen.has(page.next_cursor)) throw new CliError('the API repeated a page cursor; stopped listing');
        seen.add(page.next_cursor);
        cursor = page.next_cursor;
      }
    },
  };
}

function queryOf(
  query: Readonly<Record<string, QueryValue>> | undefined,
): Record<string, string | undefined> {
  const strings: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(query ?? {})) {
    strings[name] = value === undefined ? undefined : String(value);
  }
  return strings;
}
