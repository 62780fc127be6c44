import { FALLBACK_ROUTE, routeTemplateOf } from '../../http/route-template';
import type { HttpMiddleware } from '../../http/http-types';
import type { AppMetrics } from './app-metrics';

/**
 * Counts and times every request by its route template (Express's matched pattern, e.g.
 * `/v1/deal/:id`), so an id never becomes a label; a request no route took, or only the catch-all
 * 404 (FALLBACK_ROUTE), is `unmatched`. A
 * request whose connection closed before its response ended counts as `status_class="aborted"`.
 * The routes in `quiet` (probes, metrics) are left out, as in the request log.
 */
export function httpMetrics(metrics: AppMetrics, quiet: ReadonlySet<string> = new Set()): HttpMiddleware {
  return (request, response, next) => {
    const stop = metrics.httpDuration.startTimer();
    let counted = false;
    const count = (statusClass: string) => {
      if (counted) return;
      counted = true;
      const route = routeTemplateOf(request);
      if (route !== null && quiet.has(route)) return;
      const labels = {
        method: request.method ?? 'UNKNOWN',
        route: route === null || route === `/${FALLBACK_ROUTE}` ? 'unmatched' : route,
        status_class: statusClass,
      };
      stop(labels);
      metrics.httpRequests.inc(labels);
      if (response.statusCode === 429 && statusClass === '4xx')
        metrics.rateLimited.inc({ route: labels.route });
    };
    response.on('finish', () => count(`${Math.floor(response.statusCode / 100)}xx`));
    response.on('close', () => count('aborted'));
    next();
  };
}
