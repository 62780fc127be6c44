import type { HttpRequest } from './http-types';

/** The catch-all route of each app's 404 controller: a request it takes matched no route. */
export const FALLBACK_ROUTE = '{*path}';

type RoutedRequest = HttpRequest & {
  readonly route?: { readonly path?: unknown };
  readonly baseUrl?: string;
};

/**
 * The route pattern that took the request (Express's `req.route`, e.g. `/v1/deal/:id`), known once
 * a handler ran; null when no route took it. Decisions made on it hold for every spelling of a URL
 * that reaches the same handler (case, percent-escapes, slashes), unlike decisions on the URL text.
 */
export function routeTemplateOf(request: HttpRequest): string | null {
  const routed = request as RoutedRequest;
  const path = routed.route?.path;
  if (typeof path !== 'string') return null;
  return `${routed.baseUrl ?? ''}${path}` || '/';
}
