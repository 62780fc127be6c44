/** One endpoint of the public API, as `GET /v1/openapi.json` names it (path template included). */
export interface ApiRoute {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: string;
  /** Whether the request carries the bearer credential; public endpoints never get it. */
  readonly auth: boolean;
}

/**
 * The endpoints the tool calls without the SDK: the device flow of `dps login`, whose polling reads
 * the OAuth 400 answers as they come, and the revocation of `dps logout` (every other command calls the SDK, typed by the OpenAPI
 * document). `api-routes.e2e-spec.ts` checks these against the api's document.
 */
export const API_ROUTES = {
  requestDeviceCode: { method: 'POST', path: '/v1/device/code', auth: false },
  pollDeviceToken: { method: 'POST', path: '/v1/device/token', auth: false },
  /** `dps logout`: its 401 and 404 mean "nothing left to revoke", read as statuses, not errors. */
  revokePersonalToken: { method: 'DELETE', path: '/v1/tokens/{id}', auth: true },
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
