import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

export type HttpLabels = 'method' | 'route' | 'status_class';

/** Seconds: from a fast cached read to the 30 s webhook timeout. */
export const LATENCY_BUCKETS: readonly number[] = [
  0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30,
];

/**
 * One app's Prometheus registry (docs/operations.md "Metrics"): every series carries `app`, the
 * process metrics come with it, and the HTTP series are labelled by route template and status
 * class only — never an id, a token or a URL.
 */
export class AppMetrics {
  readonly registry = new Registry();
  readonly httpRequests: Counter<HttpLabels>;
  readonly httpDuration: Histogram<HttpLabels>;
  readonly rateLimited: Counter<'route'>;
  readonly rateLimitStoreErrors: Counter<'store'>;

  constructor(readonly app: string) {
    this.registry.setDefaultLabels({ app });
    collectDefaultMetrics({ register: this.registry });
    const registers = [this.registry];
    const labelNames = ['method', 'route', 'status_class'] as const;
    this.httpRequests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by route template and status class (5xx are the errors).',
      labelNames,
      registers,
    });
    this.httpDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from the request to the end of its response, by route template and status class.',
      labelNames,
      buckets: [...LATENCY_BUCKETS],
      registers,
    });
    this.rateLimited = new Counter({
      name: 'rate_limit_rejections_total',
      help: 'Requests refused with 429 by a rate limit, by route template.',
      labelNames: ['route'],
      registers,
    });
    this.rateLimitStoreErrors = new Counter({
      name: 'rate_limit_store_errors_total',
      help: 'Requests refused with 503 because the shared rate-limit store (Redis) could not be reached.',
      labelNames: ['store'],
      registers,
    });
  }

  /** Prometheus's text format, and its content type. */
  async exposition(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
