/** One endpoint of the public API, as `GET /v1/openapi.json` names it (path template included). */
export interface ApiRoute {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: string;
  /** Whether the request carries the bearer credential; public endpoints never get it. */
  readonly auth: boolean;
}

/**
 * Every endpoint the tool calls. `api-routes.e2e-spec.ts` checks each against the api's OpenAPI
 * document (path, method, and the fields the tool sends and reads), so a renamed route fails CI.
 */
export const API_ROUTES = {
  meta: { method: 'GET', path: '/v1/meta', auth: false },
  listSpaces: { method: 'GET', path: '/v1/spaces', auth: true },
  createSpace: { method: 'POST', path: '/v1/spaces', auth: true },
  rescheduleDeal: { method: 'POST', path: '/v1/deal/{id}/reschedule', auth: true },
  listEvents: { method: 'GET', path: '/v1/spaces/{space}/events', auth: true },
  getDealPricing: { method: 'GET', path: '/v1/deal/{id}/pricing', auth: true },
  listDealPhases: { method: 'GET', path: '/v1/deal/{id}/phases', auth: true },
  listRoles: { method: 'GET', path: '/v1/spaces/{space}/roles', auth: true },
  listRateCards: { method: 'GET', path: '/v1/spaces/{space}/rate-cards', auth: true },
  requestDeviceCode: { method: 'POST', path: '/v1/device/code', auth: false },
  pollDeviceToken: { method: 'POST', path: '/v1/device/token', auth: false },
} as const satisfies Record<string, ApiRoute>;

/** The route's path with each `{name}` replaced by its URL-encoded parameter. */
export function pathOf(route: ApiRoute, params: Readonly<Record<string, string>> = {}): string {
  return route.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${route.path}`);
    return encodeURIComponent(value);
  });
}

/** The full URL of a request: base, path with its parameters, and the query parameters that are set. */
export function urlOf(
  serviceUrl: string,
  route: ApiRoute,
  params: Readonly<Record<string, string>> = {},
  query: Readonly<Record<string, string | undefined>> = {},
): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, value);
  const text = search.toString();
  return `${serviceUrl}${pathOf(route, params)}${text ? `?${text}` : ''}`;
}
