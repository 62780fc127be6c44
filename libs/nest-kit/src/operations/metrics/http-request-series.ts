import type { Counter, Histogram } from 'prom-client';

export type HttpLabels = 'method' | 'route' | 'status_class';

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
 * path again. http-request-series.spec.ts checks the exposition is the one prom-client writes.
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
