import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../libs/persistence/src/testing/test-database';
import {
  anIncomingAutomation,
  aSpaceWithIncomingWebhook,
  aStoredDeal,
  dealOf,
  type IncomingSpace,
} from '../testing/incoming-webhook.fixture';
import { startTestWebhookIn, type TestWebhookIn } from '../testing/webhook-in-test-app';
import { KEY_REJECTED_MESSAGE } from './webhook-in-error.http';

/** CONTRACT §3: the X-Service-Webhook key selects the automation; anything else is one 401. */
let database: Database;
let hook: TestWebhookIn;
let space: IncomingSpace;
let other: IncomingSpace;

beforeAll(async () => {
  database = await openTestDatabase();
  hook = await startTestWebhookIn(database);
  space = await aSpaceWithIncomingWebhook(database);
  other = await aSpaceWithIncomingWebhook(database);
});

afterAll(async () => {
  await hook?.close();
  await database?.close();
});

const rejected = { status: 401, body: { message: KEY_REJECTED_MESSAGE } };

describe('the signing key', () => {
  it.each([
    ['is missing', () => ({ spaceId: space.spaceId, key: undefined })],
    ['is blank', () => ({ spaceId: space.spaceId, key: ' ' })],
    // The last character changed to one it surely was not (a fixed 'x' left 1 key in 62 right).
    [
      'is wrong',
      () => ({
        spaceId: space.spaceId,
        key: `${space.key.slice(0, -1)}${space.key.endsWith('x') ? 'y' : 'x'}`,
      }),
    ],
    ['is the prefix of the right one', () => ({ spaceId: space.spaceId, key: space.key.slice(0, 20) })],
    ['belongs to another space', () => ({ spaceId: space.spaceId, key: other.key })],
    ['is sent to an unknown space', () => ({ spaceId: 'spc_00000000000000000000zz', key: space.key })],
    ['is sent to a space id no database can hold (U+0000)', () => ({ spaceId: '\u0000', key: space.key })],
  ])('is refused with one 401 when it %s, and nothing is applied', async (_case, target) => {
    const deal = await aStoredDeal(database, space.spaceId, { status: 'pending' });
    const { spaceId, key } = target();
    const response = await hook.call(spaceId, {
      ...(key !== undefined && { key }),
      body: { id: deal.id, status: 'approved' },
    });
    expect(response).toMatchObject(rejected);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await dealOf(database, deal.id)).toEqual(deal);
  });

  it('of a disabled automation is refused', async () => {
    const disabled = await anIncomingAutomation(database, space.spaceId, { enabled: false });
    const deal = await aStoredDeal(database, space.spaceId, { status: 'pending' });
    const response = await hook.call(space.spaceId, {
      key: disabled.key,
      body: { id: deal.id, status: 'approved' },
    });
    expect(response).toMatchObject(rejected);
    expect(await dealOf(database, deal.id)).toEqual(deal);
  });

  it('selects its own automation among several of the space, with that automation’s field list', async () => {
    const namesOnly = await anIncomingAutomation(database, space.spaceId, { fields: ['name'] });
    const deal = await aStoredDeal(database, space.spaceId, { status: 'draft' });
    const response = await hook.call(space.spaceId, {
      key: namesOnly.key,
      body: { id: deal.id, name: 'Renamed', status: 'abandoned' },
    });
    expect(response.body.changes).toEqual({ name: { from: deal.name, to: 'Renamed' } });
    expect(await dealOf(database, deal.id)).toMatchObject({ name: 'Renamed', status: 'draft' });
  });

  it('is checked before the body: an anonymous caller learns nothing about it', async () => {
    const wrong = { key: 'whkey_wrong' };
    expect(
      await hook.call(space.spaceId, { ...wrong, body: { status: 'Approved', colour: 1 } }),
    ).toMatchObject(rejected);
    expect(await hook.call(space.spaceId, { ...wrong, body: '{"id": ' })).toMatchObject(rejected);
    expect(
      await hook.call(space.spaceId, { ...wrong, body: JSON.stringify({ name: 'x'.repeat(1024 * 1024) }) }),
    ).toMatchObject(rejected);
    expect(await hook.call(space.spaceId, { body: { status: 'Approved' } })).toMatchObject(rejected);
  });
});

/**
 * Path segments no stored space id can be, sent as raw bytes (not re-encoded), with a valid key.
 * Text that decodes but can name no space (U+0000, which PostgreSQL text cannot hold, or anything
 * else no space has) is the unknown space's answer: 401 with the one message. Escapes that do not
 * decode to UTF-8 are no text at all: the router refuses the request before any route, as the api
 * does, with the 400 validation form (`request is malformed`). Nothing is applied; nothing is 5xx.
 * See docs/webhook-in.md, "Answers".
 */
describe('a space id no space can have', () => {
  const NAMES_NO_SPACE = [
    '%00',
    'spc_x%00',
    '%00%00%00',
    '%2F',
    '%0A',
    '%7F',
    '%20',
    '%EF%BF%BF',
    '%F0%9F%98%80',
    'x'.repeat(2_000),
  ];
  const UNDECODABLE = ['%C0%80', '%ED%A0%80', '%FF', '%FE%FF', '%E2%82', '%ZZ', '%'];
  const malformed = {
    status: 400,
    body: {
      success: false,
      data: {},
      error: [{ path: [], message: 'request is malformed' }],
      message: 'request is malformed',
    },
  };

  async function postTo(segment: string) {
    const deal = await aStoredDeal(database, space.spaceId, { status: 'pending' });
    const response = await fetch(`${hook.url}/spaces/${segment}/webhook-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-service-webhook': space.key },
      body: JSON.stringify({ id: deal.id, status: 'approved' }),
    });
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await dealOf(database, deal.id)).toEqual(deal);
    return { status: response.status, body: await response.json() };
  }

  it.each(NAMES_NO_SPACE.map((segment) => [segment.slice(0, 24), segment]))(
    '/spaces/%s/webhook-in is the unknown space’s 401',
    async (_shown, segment) => {
      expect(await postTo(segment)).toEqual(rejected);
    },
  );

  it('the real space id with U+0000 appended is no space either', async () => {
    expect(await postTo(`${space.spaceId}%00`)).toEqual(rejected);
  });

  it.each(UNDECODABLE)('/spaces/%s/webhook-in does not decode: 400, before any route', async (segment) => {
    expect(await postTo(segment)).toEqual(malformed);
  });
});
