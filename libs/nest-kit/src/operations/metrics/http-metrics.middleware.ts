import type { HttpMiddleware, HttpRequest } from '../../http/http-types';
import type { AppMetrics } from './app-metrics';

type RoutedRequest = HttpRequest & {
  readonly route?: { readonly path?: unknown };
  readonly baseUrl?: string;
};

/**
 * Counts and times every answered request by its route template (Express's matched pattern, e.g.
 * `/v1/deal/:id`), so an id never becomes a label; a request no route took is `unmatched`. The
 * paths in `quiet` (probes, metrics) are left out, as in the request log.
 */
export function httpMetrics(metrics: AppMetrics, quiet: ReadonlySet<string> = new Set()): HttpMiddleware {
  return (request, response, next) => {
    if (quiet.has(request.originalUrl.split('?')[0] as string)) return next();
    const stop = metrics.httpDuration.startTimer();
    response.on('finish', () => {
      const labels = {
        method: request.method ?? 'UNKNOWN',
        route: routeTemplateOf(request as RoutedRequest),
        status_class: `${Math.floor(response.statusCode / 100)}xx`,
      };
      stop(labels);
      metrics.httpRequests.inc(labels);
      if (response.statusCode === 429) metrics.rateLimited.inc({ route: labels.route });
    });
    next();
  };
}

function routeTemplateOf(request: RoutedRequest): string {
  const path = request.route?.path;
  if (typeof path !== 'string') return 'unmatched';
  return `${request.baseUrl ?? ''}${path}` || '/';
}
