import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../libs/persistence/src/testing/test-database';
import { aPerson, type Person } from '../members/testing/team.fixture';
import { startTestApi, testConfig, type TestApi } from '../testing/api-test-app';
import { errorShapeProblem } from './testing/error-shape';
import { fillPath, operationsOf, type OpenApiDocument, type Operation } from './testing/openapi-operations';
import { RawHttpClient, type RawResponse } from './testing/raw-http-client';
import { validValueOf } from './testing/schema-values';

/**
 * The requests the OpenAPI fuzz (openapi-fuzz.e2e-spec.ts) found answered 500, pinned one by one
 * so they stay fixed whatever the generators draw next. Fixes: libs/nest-kit/src/http/json-input.rules.ts.
 */
let database: Database;
let api: TestApi;
let client: RawHttpClient;
let person: Person;

beforeAll(async () => {
  database = await openTestDatabase();
  api = await startTestApi(database, testConfig());
  client = new RawHttpClient(api.url);
  person = await aPerson(database, 'Finder');
});

afterAll(async () => {
  await client?.close();
  await api?.close();
  await database?.close();
});

const NUL = 'must not contain the NUL character (U+0000)';
const SURROGATE = 'must be well-formed Unicode (it holds an unpaired surrogate)';

async function post(path: string, body: string): Promise<{ status: number; body: unknown }> {
  const response = await client.send({
    method: 'POST',
    path,
    headers: { authorization: `Bearer ${person.rw}`, 'content-type': 'application/json' },
    body,
  });
  return { status: response.status, body: JSON.parse(response.text) };
}

const invalid = (issues: { path: string[]; message: string }[], data: unknown = {}) => ({
  status: 400,
  body: {
    success: false,
    data,
    error: issues,
    message: issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`.replace(/^: /, '')).join('; '),
  },
});

describe('requests the fuzz found answered 500', () => {
  it('U+0000 in a path id is simply not found (PostgreSQL text cannot hold it)', async () => {
    for (const path of ['/v1/tokens/tok_x%00', '/v1/deal/%00', `/v1/spaces/%00/api-keys/x`]) {
      const method = path.startsWith('/v1/deal/') ? 'GET' : 'DELETE';
      expect(await api.call(method, path, { token: person.rw })).toEqual({
        status: 404,
        body: { message: 'not found' },
      });
    }
  });

  it('U+0000 in a query value is a 400 naming the parameter', async () => {
    expect(await api.call('GET', '/v1/deals?space=a%00b', { token: person.rw })).toEqual(
      invalid([{ path: ['space'], message: NUL }], { space: 'a\u0000b' }),
    );
  });

  it('U+0000 or an unpaired surrogate in a body string is a 400 naming the field', async () => {
    const space = person.ownSpaceId;
    expect(await post('/v1/deals', JSON.stringify({ space, name: 'a\u0000b' }))).toEqual(
      invalid([{ path: ['name'], message: NUL }]),
    );
    // validator's isEmail threw a URIError on this one.
    expect(await post('/v1/deals', JSON.stringify({ space, name: 'x', owner_email: '\ud800x' }))).toEqual(
      invalid([{ path: ['owner_email'], message: SURROGATE }]),
    );
  });

  it('a body nested 50,000 deep is a 400, not a stack overflow', async () => {
    const deep = `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`;
    expect(await post(`/v1/spaces/${person.ownSpaceId}/api-keys`, deep)).toEqual(
      invalid([{ path: [], message: 'body is nested too deeply (at most 64 levels)' }]),
    );
  });

  it('1 MiB of keys is refused at once and does not stall the requests beside it', async () => {
    const keys = `{${Array.from({ length: 80_000 }, (_, index) => `"k${index}":1`).join(',')}}`;
    expect(Buffer.byteLength(keys)).toBeLessThan(1024 * 1024);
    const started = Date.now();
    const [big, ...others] = await Promise.all([
      post('/v1/tokens', keys),
      ...Array.from({ length: 5 }, () => api.call('GET', '/v1/spaces', { token: person.rw })),
    ]);
    expect(big).toEqual(invalid([{ path: [], message: 'body holds too many values (at most 5000)' }]));
    expect(others.map((other) => other.status)).toEqual([200, 200, 200, 200, 200]);
    // Before the limit this body kept the event loop busy for over 10 s.
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});

/**
 * Sweeps over every operation of the document (so a route added later is covered too) for two
 * findings of docs/reliability.md: path ids PostgreSQL cannot hold, and the body parser's answers
 * that every route shares.
 */
describe('every operation of the OpenAPI document', () => {
  let operations: Operation[];

  beforeAll(async () => {
    const document = (await api.call('GET', '/v1/openapi.json')).body as OpenApiDocument;
    operations = operationsOf(document);
  });

  const send = (operation: Operation, path: string, extra: { type?: string; body?: string } = {}) =>
    client.send({
      method: operation.method,
      path,
      headers: {
        authorization: `Bearer ${person.rw}`,
        ...(extra.type !== undefined && { 'content-type': extra.type }),
      },
      ...(extra.body !== undefined && { body: extra.body }),
    });

  /** Status and shape, and whether the operation lists the status. */
  const verdict = (operation: Operation, response: RawResponse) => ({
    where: operation.key,
    status: response.status,
    listed: operation.responses.includes(String(response.status)),
    shape: errorShapeProblem(operation.key, response),
  });

  it('answers a path id holding U+0000 404, and one that does not decode 400, never 5xx', async () => {
    const NUL_IDS = ['%00', 'x%00', '%00%00', 'spc_0000000000000000000000%00'];
    const UNDECODABLE = ['%C0%80', '%ED%A0%80', '%FF', '%ZZ'];
    const withIds = operations.filter((operation) => operation.pathParams.length > 0);
    expect(withIds.length).toBeGreaterThan(20);
    const statuses: number[] = [];
    for (const operation of withIds) {
      for (const param of operation.pathParams) {
        for (const value of [...NUL_IDS, ...UNDECODABLE]) {
          const path = fillPath(operation.path, (name) => (name === param ? value : 'x'));
          // A valid body, so that no body problem is answered before the id is looked at.
          const body = operation.body ? JSON.stringify(validValueOf(operation.body)) : undefined;
          const response = await send(operation, path, body ? { type: 'application/json', body } : {});
          const got = { ...verdict(operation, response), param, value };
          statuses.push(response.status);
          const expected = UNDECODABLE.includes(value) ? 400 : 404;
          expect(got).toEqual({
            where: operation.key,
            status: expected,
            listed: true,
            shape: null,
            param,
            value,
          });
          if (UNDECODABLE.includes(value))
            expect(JSON.parse(response.text).message).toBe('request is malformed');
          if (expected === 404) expect(JSON.parse(response.text)).toEqual({ message: 'not found' });
        }
      }
    }
    const count = (status: number) => statuses.filter((found) => found === status).length;
    console.log(
      `path ids: ${statuses.length} requests over ${withIds.length} operations; ` +
        `${count(404)} × 404, ${count(400)} × 400, ${statuses.filter((found) => found >= 500).length} ≥ 500`,
    );
  }, 60_000);

  it('answers the 400, 413 and 415 of the shared body parser, and lists each of them', async () => {
    const overOneMiB = JSON.stringify({ name: 'x'.repeat(1024 * 1024) });
    for (const operation of operations) {
      const path = fillPath(operation.path, () => 'x');
      const probes = [
        [415, await send(operation, path, { type: 'text/plain', body: 'not json' })],
        [400, await send(operation, path, { type: 'application/json', body: '{"name":' })],
        [413, await send(operation, path, { type: 'application/json', body: overOneMiB })],
      ] as const;
      for (const [status, response] of probes) {
        expect(verdict(operation, response)).toEqual({
          where: operation.key,
          status,
          listed: true,
          shape: null,
        });
      }
    }
  }, 60_000);
});
