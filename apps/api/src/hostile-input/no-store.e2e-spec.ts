import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../libs/persistence/src/testing/test-database';
import {
  anAutomation,
  automationPath,
  dealUpdatedBody,
  webhookReceivedBody,
} from '../automations/testing/automation.fixtures';
import { aTeam, type Team } from '../members/testing/team.fixture';
import { startTestApi, type TestApi } from '../testing/api-test-app';
import { operationsOf, type OpenApiDocument } from './testing/openapi-operations';

/**
 * Issue 11: a response that carries a token, a key or a secret must never be kept by a browser's
 * or a proxy's cache. Every api response is `Cache-Control: no-store` (set once, for the whole
 * app, before any route), so no route can forget it; the web pages say the same, and only the
 * static files are cacheable.
 */
const GRANT = 'urn:ietf:params:oauth:grant-type:device_code';

let database: Database;
let api: TestApi;
let team: Team;

beforeAll(async () => {
  database = await openTestDatabase();
  api = await startTestApi(database);
  team = await aTeam(database);
});

afterAll(async () => {
  await api?.close();
  await database?.close();
});

async function cacheControlOf(method: string, path: string, token?: string, body?: unknown) {
  const response = await api.send(method, path, {
    ...(token && { token }),
    ...(body !== undefined && { body }),
  });
  const text = await response.text();
  return { status: response.status, cacheControl: response.headers.get('cache-control'), text };
}

it('every response that shows a secret says no-store', async () => {
  const owner = team.owner.rw;
  const space = team.spaceId;
  const outgoing = await anAutomation(api, owner, space, dealUpdatedBody());
  const incoming = await anAutomation(api, owner, space, webhookReceivedBody());
  const code = (await api.call('POST', '/v1/device/code', { body: { scope: 'read' } })).body;
  await api.call('POST', '/v1/device/approve', {
    token: owner,
    body: { user_code: code.user_code, approve: true },
  });

  const secretBearing: Array<[string, string, unknown, RegExp]> = [
    ['POST', '/v1/tokens', { name: 'laptop', scope: 'read' }, /"token"/],
    ['POST', `/v1/spaces/${space}/api-keys`, { name: 'audit', scope: 'read' }, /"key"/],
    ['POST', `/v1/spaces/${space}/automations`, dealUpdatedBody(), /whsec_/],
    ['POST', `/v1/spaces/${space}/automations`, webhookReceivedBody(), /whkey_/],
    ['GET', automationPath(space, incoming.id, '/incoming'), undefined, /whkey_/],
    ['POST', automationPath(space, incoming.id, '/rotate-signing-key'), undefined, /whkey_/],
    [
      'POST',
      automationPath(space, outgoing.id, `/actions/${outgoing.actions[0].id}/rotate-secret`),
      undefined,
      /svcwh_/,
    ],
    [
      'POST',
      automationPath(space, outgoing.id, `/actions/${outgoing.actions[0].id}/rotate-signing-secret`),
      undefined,
      /whsec_/,
    ],
    ['POST', '/v1/device/token', { grant_type: GRANT, device_code: code.device_code }, /"access_token"/],
  ];
  for (const [method, path, body, shows] of secretBearing) {
    const token = path === '/v1/device/token' ? undefined : owner;
    const answer = await cacheControlOf(method, path, token, body);
    expect({ method, path, status: answer.status, shows: shows.test(answer.text) }).toEqual({
      method,
      path,
      status: expect.any(Number),
      shows: true,
    });
    expect({ path, cacheControl: answer.cacheControl }).toEqual({ path, cacheControl: 'no-store' });
  }
});

it('so does every operation of the OpenAPI document, whatever it answers, and an unknown route', async () => {
  const document = (await (await api.get('/v1/openapi.json')).json()) as OpenApiDocument;
  const operations = operationsOf(document);
  expect(operations.length).toBeGreaterThan(30);
  const missing: string[] = [];
  for (const operation of operations) {
    const path = operation.path.replace(/\{[^}]+\}/g, 'x1');
    const body = operation.method === 'GET' || operation.method === 'DELETE' ? undefined : {};
    for (const token of [team.member.read, undefined]) {
      const answer = await cacheControlOf(operation.method, path, token, body);
      if (answer.cacheControl !== 'no-store')
        missing.push(`${operation.key} → ${answer.status} ${answer.cacheControl}`);
    }
  }
  expect(missing).toEqual([]);
  expect((await cacheControlOf('GET', '/v1/nothing-here')).cacheControl).toBe('no-store');
  expect((await cacheControlOf('GET', '/V1//Tokens/', team.owner.rw)).cacheControl).toBe('no-store');
});
