import autocannon from 'autocannon';

export interface LoadFigures {
  readonly name: string;
  readonly requests_per_s: number;
  readonly p50_ms: number;
  readonly p99_ms: number;
  /** Connection errors, timeouts and responses other than the expected status. */
  readonly errors: number;
  readonly requests: number;
}

export interface LoadSpec {
  readonly name: string;
  readonly url: string;
  readonly connections: number;
  readonly durationSeconds: number;
  readonly expectedStatus: number;
  readonly headers?: Record<string, string>;
  readonly method?: 'GET' | 'POST';
  /** A body per request, given the connection's number and the count of requests it has sent. */
  readonly body?: (connection: number, sent: number) => string;
  /** A path per connection, so that each connection can work on a resource of its own. */
  readonly path?: (connection: number) => string;
}

/** Closed-loop load with autocannon: `connections` clients, each sending its next request on reply. */
export async function runLoad(spec: LoadSpec): Promise<LoadFigures> {
  let nextConnection = 0;
  const result = await autocannon({
    url: spec.url,
    connections: spec.connections,
    duration: spec.durationSeconds,
    method: spec.method ?? 'GET',
    headers: { ...spec.headers, ...(spec.body ? { 'content-type': 'application/json' } : {}) },
    requests:
      spec.body || spec.path
        ? [
            {
              setupRequest: (request, context: { connection?: number; sent?: number }) => {
                context.connection ??= nextConnection++;
                context.sent = (context.sent ?? 0) + 1;
                return {
                  ...request,
                  ...(spec.path && { path: spec.path(context.connection) }),
                  ...(spec.body && { body: spec.body(context.connection, context.sent) }),
                };
              },
            },
          ]
        : undefined,
  });
  const unexpected = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => Number(status) !== spec.expectedStatus)
    .reduce((sum, [, stats]) => sum + (stats as { count: number }).count, 0);
  return {
    name: spec.name,
    requests_per_s: Math.round(result.requests.average),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    errors: result.errors + result.timeouts + unexpected,
    requests: result.requests.total,
  };
}
