import { startCliE2e, type CliE2e } from '../testing/cli-e2e.fixture';
import { API_ROUTES, type ApiRoute } from './api-routes';

/**
 * The tool is a client of the public API only: every route it calls must exist in the api's own
 * OpenAPI document with the method it uses, need a credential exactly when the tool sends one,
 * take the fields the tool sends, and answer the fields the tool reads (api-types.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an OpenAPI document is read as plain JSON
type Json = any;

interface RouteContract {
  readonly route: ApiRoute;
  readonly query?: readonly string[];
  /** Request headers the tool sends beyond authorization and content negotiation. */
  readonly headers?: readonly string[];
  readonly sends?: readonly string[];
  /** Field paths in the 200 body; `a.b` looks inside `a` (through `$ref`, `allOf` and arrays). */
  readonly reads: readonly string[];
  /** The success status whose body `reads` are looked up in; 200 unless the route creates. */
  readonly okStatus?: string;
  readonly readsOn400?: readonly string[];
}

const CONTRACTS: Readonly<Record<keyof typeof API_ROUTES, RouteContract>> = {
  requestDeviceCode: {
    route: API_ROUTES.requestDeviceCode,
    sends: ['scope'],
    reads: [
      'device_code',
      'user_code',
      'verification_uri',
      'verification_uri_complete',
      'expires_in',
      'interval',
    ],
  },
  pollDeviceToken: {
    route: API_ROUTES.pollDeviceToken,
    sends: ['grant_type', 'device_code'],
    reads: ['access_token', 'token_type', 'scope'],
    readsOn400: ['error', 'error_description'],
  },
  revokePersonalToken: { route: API_ROUTES.revokePersonalToken, okStatus: '204', reads: [] },
};

let e2e: CliE2e;
let document: Json;

beforeAll(async () => {
  e2e = await startCliE2e();
  const response = await e2e.api.call('GET', '/v1/openapi.json');
  expect(response.status).toBe(200);
  document = response.body;
});

afterAll(() => e2e?.close());

/** A schema with `$ref`, single-entry `allOf` and array `items` unwrapped. */
function resolve(schema: Json): Json {
  if (schema?.$ref) return resolve(document.components.schemas[String(schema.$ref).split('/').pop() ?? '']);
  if (schema?.allOf?.length === 1) return resolve(schema.allOf[0]);
  if (schema?.type === 'array') return resolve(schema.items);
  return schema;
}

function hasField(schema: Json, path: string): boolean {
  const [head, ...rest] = path.split('.');
  const property = resolve(schema)?.properties?.[head ?? ''];
  if (!property) return false;
  return rest.length === 0 || hasField(property, rest.join('.'));
}

const bodySchema = (operation: Json, status: string) =>
  operation.responses?.[status]?.content?.['application/json']?.schema;

describe.each(Object.entries(CONTRACTS))('the route of %s', (_name, contract) => {
  const { method, path, auth } = contract.route;
  const operation = () => document.paths?.[path]?.[method.toLowerCase()];

  it(`exists: ${method} ${path}`, () => {
    expect(operation()).toBeDefined();
  });

  it(
    auth ? 'needs the bearer credential the tool sends' : 'is public, so the tool sends no credential',
    () => {
      expect((operation().security ?? []).length > 0).toBe(auth);
    },
  );

  it('takes what the tool sends and answers what it reads', () => {
    const parameters: string[] = (operation().parameters ?? []).map((p: Json) => `${p.in}:${p.name}`);
    for (const name of contract.query ?? []) expect(parameters).toContain(`query:${name}`);
    for (const name of contract.headers ?? []) expect(parameters).toContain(`header:${name}`);
    for (const name of path.match(/\{(\w+)\}/g) ?? [])
      expect(parameters).toContain(`path:${name.slice(1, -1)}`);
    const request = operation().requestBody?.content?.['application/json']?.schema;
    for (const field of contract.sends ?? [])
      expect([field, hasField(request, field)]).toEqual([field, true]);
    for (const field of contract.reads)
      expect([field, hasField(bodySchema(operation(), contract.okStatus ?? '200'), field)]).toEqual([
        field,
        true,
      ]);
    for (const field of contract.readsOn400 ?? []) {
      expect([field, hasField(bodySchema(operation(), '400'), field)]).toEqual([field, true]);
    }
  });
});
