import { randomUUID } from 'node:crypto';
import { headerOf, type HttpMiddleware, type HttpRequest, type HttpResponse } from '../http/http-types';
import { FALLBACK_ROUTE, routeTemplateOf } from '../http/route-template';
import type { Counter, Histogram } from 'prom-client';
import { type AppMetrics, type HttpLabels, LATENCY_BUCKETS } from '../operations/metrics/app-metrics';
import type { JsonLogger } from './json-logger';
import { runInRequestScope } from './request-scope';

const requestIds = new WeakMap<HttpRequest, string>();
/** A caller's id is kept when it is short and plain, so it cannot forge log lines. */
const ACCEPTABLE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdOf(request: HttpRequest): string | undefined {
  return requestIds.get(request);
}

export interface RequestContextOptions {
  /** Headers every response of the app carries (the api's `RateLimit-Policy`, CONTRACT §2 Common). */
  readonly everyResponse?: Readonly<Record<string, string>>;
  /**
   * Routes answered but neither logged nor counted: the probes and metrics that machines poll every
   * few seconds. Judged by the route that took the request, so every spelling of their paths is
   * quiet alike.
   */
  readonly quietRoutes?: ReadonlySet<string>;
  /** The app's registry, where every request is counted and timed; none: not counted. */
  readonly metrics?: AppMetrics;
}

/**
 * First in the chain, for every request: a request id (the caller's `X-Request-Id` or a new one,
 * echoed back), the headers every response of the app carries, a request scope so every log line
 * written meanwhile names the request (request-scope.ts), and, when the response is done, one log
 * line and the request's count and time in the metrics. The line names no header, query string or
 * token: a path segment a route names `:token` (an invitation link's) is logged as `[token]`.
 */
export function requestContext(logger: JsonLogger, options: RequestContextOptions = {}): HttpMiddleware {
  const { everyResponse = {}, quietRoutes = new Set<string>(), metrics } = options;
  const headers = Object.entries(everyResponse);
  // The level is fixed for the process: below `info` the request line is not even built.
  const logRequests = logger.enabled('info');
  const series =
    metrics && new HttpRequestSeries(metrics.httpRequests, metrics.httpDuration, LATENCY_BUCKETS);
  return (request, response, next) => {
    const started = process.hrtime.bigint();
    const given = headerOf(request, 'x-request-id');
    const id = given !== undefined && ACCEPTABLE_ID.test(given) ? given : randomUUID();
    requestIds.set(request, id);
    response.setHeader('X-Request-Id', id);
    for (const [name, value] of headers) response.setHeader(name, value);
    const count =
      metrics && series && countedRequest(metrics, series, request, response, quietRoutes, started);
    response.on('finish', () => {
      if (logRequests && !quietRoutes.has(routeTemplateOf(request) ?? '')) {
        logger.entry('info', 'request', {
          request_id: id,
          method: request.method,
          path: loggedPath(request),
          status: response.statusCode,
          duration_ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
        });
      }
      count?.(`${Math.floor(response.statusCode / 100)}xx`);
    });
    if (count) response.on('close', () => count('aborted'));
    runInRequestScope({ requestId: id }, () => next());
  };
}

/**
 * Counts and times the request once, by its route template (Express's matched pattern, e.g.
 * `/v1/deal/:id`), so an id never becomes a label; a request no route took, or only the catch-all
 * 404 (FALLBACK_ROUTE), is `unmatched`. A request whose connection closed before its response
 * ended counts as `status_class="aborted"`.
 */
function countedRequest(
  metrics: AppMetrics,
  series: HttpRequestSeries,
  request: HttpRequest,
  response: HttpResponse,
  quietRoutes: ReadonlySet<string>,
  started: bigint,
): (statusClass: string) => void {
  let counted = false;
  return (statusClass) => {
    if (counted) return;
    counted = true;
    const route = routeTemplateOf(request);
    if (route !== null && quietRoutes.has(route)) return;
    const routeLabel = route === null || route === `/${FALLBACK_ROUTE}` ? 'unmatched' : route;
    // Timed from the request's own start (no timer closure per request), in seconds.
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    series.record(request.method ?? 'UNKNOWN', routeLabel, statusClass, seconds);
    if (response.statusCode === 429 && statusClass === '4xx') metrics.rateLimited.inc({ route: routeLabel });
  };
}

/** The request's path without its query, each segment its route calls `:token` replaced. */
function loggedPath(request: HttpRequest): string {
  const path = request.originalUrl.split('?')[0] ?? '';
  const template = routeTemplateOf(request);
  if (template === null || !template.includes(':token')) return path;
  const names = template.split('/');
  return path
    .split('/')
    .map((segment, index) => (names[index] === ':token' ? '[token]' : segment))
    .join('/');
}

/** What prom-client keeps per label set of a counter and of a histogram (their `hashMap`). */
interface CountedEntry {
  value: number;
}
interface TimedEntry {
  sum: number;
  count: number;
  readonly bucketValues: Record<number, number>;
}
interface KeptBy<Entry> {
  readonly hashMap: Readonly<Record<string, Entry | undefined>>;
}

/**
 * One (method, route, status class) series of `http_requests_total` and
 * `http_request_duration_seconds`. prom-client's `inc(labels)` and `observe(labels, value)` hash
 * and check the labels on every call (issue 27's profile: a few µs per request); a series is
 * written that way once, which creates its entries and gives their key, then added to in place.
 * After a reset of the registry the entries are gone and the next request takes prom-client's
 * path again. request-metrics.spec.ts checks the exposition is the one prom-client writes.
 */
class RequestSeries {
  private key: string | undefined;

  constructor(
    private readonly labels: Readonly<Record<HttpLabels, string>>,
    private readonly requests: Counter<HttpLabels>,
    private readonly duration: Histogram<HttpLabels>,
    private readonly buckets: readonly number[],
  ) {}

  record(seconds: number): void {
    const key = this.key;
    const counted =
      key === undefined ? undefined : (this.requests as unknown as KeptBy<CountedEntry>).hashMap[key];
    const timed =
      key === undefined ? undefined : (this.duration as unknown as KeptBy<TimedEntry>).hashMap[key];
    if (counted === undefined || timed === undefined) {
      this.duration.observe(this.labels, seconds);
      const { labelHash } = this.requests.inc(this.labels) as unknown as { labelHash: string };
      this.key = labelHash;
      return;
    }
    counted.value += 1;
    timed.sum += seconds;
    timed.count += 1;
    for (const bound of this.buckets) {
      if (seconds <= bound) {
        timed.bucketValues[bound] = (timed.bucketValues[bound] ?? 0) + 1;
        return;
      }
    }
  }
}

/** Every request's count and duration, by series, each series found by three map reads. */
export class HttpRequestSeries {
  private readonly byRoute = new Map<string, Map<string, Map<string, RequestSeries>>>();

  constructor(
    private readonly requests: Counter<HttpLabels>,
    private readonly duration: Histogram<HttpLabels>,
    private readonly buckets: readonly number[],
  ) {}

  record(method: string, route: string, statusClass: string, seconds: number): void {
    let byMethod = this.byRoute.get(route);
    if (byMethod === undefined) this.byRoute.set(route, (byMethod = new Map()));
    let byStatus = byMethod.get(method);
    if (byStatus === undefined) byMethod.set(method, (byStatus = new Map()));
    let series = byStatus.get(statusClass);
    if (series === undefined) {
      const labels = { method, route, status_class: statusClass };
      series = new RequestSeries(labels, this.requests, this.duration, this.buckets);
      byStatus.set(statusClass, series);
    }
    series.record(seconds);
  }
}
