/**
 * What makes two requests "the same request" for an idempotency key: the method, the route as the
 * handler sees it (its template and decoded parameters, so every spelling of one URL is one request)
 * and the body's content (key order and whitespace do not count). The adapter hashes the result.
 */
export interface FingerprintedRequest {
  readonly method: string;
  /** The matched route template, e.g. `/v1/deal/:id/reschedule`. */
  readonly route: string;
  readonly params: Readonly<Record<string, string>>;
  /** The parsed JSON body; undefined when the request carried none. */
  readonly body: unknown;
}

/** One string per distinct request, the same for equivalent ones. */
export function fingerprintSourceOf(request: FingerprintedRequest): string {
  return canonicalJson([request.method.toUpperCase(), request.route, request.params, request.body ?? null]);
}

/** JSON with object keys sorted at every depth: equal values give equal text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
