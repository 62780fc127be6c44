import { createHash } from 'node:crypto';
import { fingerprintSourceOf } from '@deal/domain';
import { routeTemplateOf, type HttpRequest } from '@deal/nest-kit';

/** What Express adds to a request once a route took it. */
type RoutedRequest = HttpRequest & {
  readonly params?: Readonly<Record<string, string>>;
  readonly body?: unknown;
};

/**
 * The SHA-256 of the domain's fingerprint of a request: its method, the route that took it (template
 * and decoded parameters, so every spelling of one URL is one request) and its parsed JSON body.
 */
export function requestFingerprintOf(request: HttpRequest): string {
  const routed = request as RoutedRequest;
  const source = fingerprintSourceOf({
    method: request.method ?? '',
    route: routeTemplateOf(request) ?? request.originalUrl,
    params: routed.params ?? {},
    body: routed.body,
  });
  return createHash('sha256').update(source).digest('hex');
}

/** The submitted fields, echoed in the 400 form (SPEC §7) when the key itself is refused. */
export function submittedFieldsOf(request: HttpRequest): Readonly<Record<string, unknown>> {
  const body = (request as RoutedRequest).body;
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? { ...body } : {};
}
