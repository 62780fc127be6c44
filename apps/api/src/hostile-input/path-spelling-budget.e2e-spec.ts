import { request as httpRequest } from 'node:http';
import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../libs/persistence/src/testing/test-database';
import { startTestApi, testConfig, type TestApi } from '../testing/api-test-app';
import { operationsOf, type OpenApiDocument } from './testing/openapi-operations';
import { pathSpellings } from './testing/path-spellings';

/**
 * Every operation of the OpenAPI document, reached through every other spelling of its path
 * (case, percent-escapes, doubled and trailing slashes): each request either counts against the
 * API budget or reaches no handler (a 404 from the router). Each spelling is sent from a loopback
 * address of its own (127.x.y.z) without a credential, under a budget of one request per window;
 * a `GET /v1/meta` from the same address then shows whether the spelling was counted (429) or not.
 * Without a credential a protected handler answers 401 after counting, so nothing is written.
 */
let database: Database;
let api: TestApi;
let port: number;

beforeAll(async () => {
  database = await openTestDatabase();
  api = await startTestApi(database, testConfig({ rateLimit: { limit: 1, windowSeconds: 60 } }));
  port = Number(new URL(api.url).port);
});

afterAll(async () => {
  await api?.close();
  await database?.close();
});

interface Reply {
  readonly status: number;
  readonly body: string;
}

let nextAddress = 0;
/** A fresh loopback source address, so each spelling starts with a budget of its own. */
function freshAddress(): string {
  nextAddress += 1;
  return `127.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress & 255 || 1}`;
}

function send(method: string, path: string, localAddress: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const body = method === 'GET' || method === 'DELETE' ? undefined : '{}';
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        localAddress,
        agent: false,
        timeout: 10_000,
        headers: body ? { 'content-type': 'application/json', 'content-length': body.length } : {},
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on('timeout', () => request.destroy(new Error(`timed out: ${method} ${path}`)));
    request.on('error', reject);
    request.end(body);
  });
}

/** Whether `method path` spent the budget of a fresh address, and what it answered. */
async function probe(method: string, path: string): Promise<{ counted: boolean; reply: Reply }> {
  const address = freshAddress();
  const reply = await send(method, path, address);
  const after = await send('GET', '/v1/meta', address);
  return { counted: reply.status === 429 || after.status === 429, reply };
}

it('every spelling of every operation counts against the budget or is not routed', async () => {
  const document = (await (await api.get('/v1/openapi.json')).json()) as OpenApiDocument;
  const operations = operationsOf(document);
  expect(operations.length).toBeGreaterThan(30);
  const leaks: string[] = [];
  let counted = 0;
  let unrouted = 0;
  for (const operation of operations) {
    const canonical = await probe(operation.method, operation.path.replace(/\{[^}]+\}/g, 'x1'));
    expect({ operation: operation.key, counted: canonical.counted }).toEqual({
      operation: operation.key,
      counted: true,
    });
    for (const path of pathSpellings(operation.path)) {
      const { counted: spent, reply } = await probe(operation.method, path);
      if (spent) counted += 1;
      else if (reply.status === 404 && reply.body === '{"message":"not found"}') unrouted += 1;
      else leaks.push(`${operation.method} ${path} → ${reply.status} without counting`);
    }
  }
  process.stdout.write(
    `path spellings: ${operations.length} operations, ${counted} spellings counted, ${unrouted} not routed\n`,
  );
  expect(leaks).toEqual([]);
  expect(counted).toBeGreaterThan(operations.length * 5);
});
