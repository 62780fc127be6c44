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
  meta: { route: API_ROUTES.meta, reads: ['version', 'api', 'openapi'] },
  listSpaces: {
    route: API_ROUTES.listSpaces,
    query: ['limit', 'cursor'],
    reads: [
      'next_cursor',
      ...['id', 'name', 'role', 'is_member', 'plan', 'currency', 'updated_at'].map((f) => `items.${f}`),
    ],
  },
  createSpace: {
    route: API_ROUTES.createSpace,
    sends: ['name', 'currency'],
    okStatus: '201',
    reads: ['id', 'name', 'role', 'is_member', 'plan', 'currency', 'updated_at'],
  },
  rescheduleDeal: {
    route: API_ROUTES.rescheduleDeal,
    headers: ['Idempotency-Key'],
    sends: ['shift', 'space'],
    reads: [
      ...['start', 'previous_start', 'version_created', 'changed', 'phases_moved.id', 'phases_moved.name'],
      ...['id', 'name', 'status', 'space_id', 'start'].map((f) => `deal.${f}`),
    ],
  },
  listEvents: {
    route: API_ROUTES.listEvents,
    query: ['after', 'limit', 'type', 'deal_id'],
    reads: [
      'next_cursor',
      ...['id', 'type', 'created_at', 'deal_id', 'revision', 'actor', 'data'].map((f) => `items.${f}`),
      'items.actor.type',
      'items.actor.id',
    ],
  },
  getDealPricing: {
    route: API_ROUTES.getDealPricing,
    reads: [
      ...['currency', 'rate_card.id', 'rate_card.revision', 'contingency', 'discount'],
      ...['subtotal', 'discount_amount', 'cost', 'price', 'margin', 'target_price', 'target_margin'],
      ...['variance.price', 'variance.margin'],
      ...['id', 'phase_id', 'name', 'role_id', 'quantity', 'cost_rate', 'price_rate'].map(
        (f) => `lines.${f}`,
      ),
      ...['fixed_price', 'fixed_cost', 'cost', 'price'].map((f) => `lines.${f}`),
      ...['phase_id', 'cost', 'price'].map((f) => `by_phase.${f}`),
      ...['role_id', 'quantity', 'cost', 'price'].map((f) => `by_role.${f}`),
    ],
  },
  listDealPhases: { route: API_ROUTES.listDealPhases, reads: ['items.id', 'items.name'] },
  listRoles: {
    route: API_ROUTES.listRoles,
    query: ['limit', 'cursor'],
    reads: ['next_cursor', ...['id', 'name', 'unit', 'archived'].map((f) => `items.${f}`)],
  },
  listRateCards: {
    route: API_ROUTES.listRateCards,
    query: ['limit', 'cursor'],
    reads: [
      'next_cursor',
      ...['id', 'name', 'currency', 'is_default', 'revision'].map((f) => `items.${f}`),
      ...['role_id', 'cost_rate', 'price_rate'].map((f) => `items.rates.${f}`),
    ],
  },
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
