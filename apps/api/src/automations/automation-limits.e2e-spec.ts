import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../libs/persistence/src/testing/test-database';
import { aPerson, type Person } from '../members/testing/team.fixture';
import { startTestApi, testConfig, type TestApi } from '../testing/api-test-app';
import {
  anAutomation,
  automationPath,
  automationsOf,
  webhookReceivedBody,
} from './testing/automation.fixtures';

/**
 * The fan-out caps (issue: one PATCH caused 200 outbound requests, as a space could hold any number
 * of automations). Small limits here; PGlite by default, the real server with DATABASE_URL, where
 * the concurrent creates and edits really run side by side.
 */
const AUTOMATIONS_MAX = 12;
const WEBHOOKS_MAX = 20;

let database: Database;
let api: TestApi;

beforeAll(async () => {
  database = await openTestDatabase();
  api = await startTestApi(
    database,
    testConfig({
      rateLimit: { limit: 1_000_000, windowSeconds: 60 },
      automationLimits: { automationsPerSpace: AUTOMATIONS_MAX, webhookActionsPerSpace: WEBHOOKS_MAX },
    }),
  );
});

afterAll(async () => {
  await api?.close();
  await database?.close();
});

const webhooks = (count: number, tag = 'h') =>
  Array.from({ length: count }, (_, i) => ({
    type: 'send_webhook',
    url: `https://audit.example.com/${tag}${i}`,
  }));
const fanOut = (count: number, tag?: string) => ({
  name: 'Fan-out',
  trigger: { type: 'deal_updated' },
  actions: webhooks(count, tag),
});

const stored = async (spaceId: string) => {
  const [row] = await database.dataSource.query(
    `SELECT count(DISTINCT a.id)::int AS automations, count(x.id) FILTER (WHERE x.type = 'send_webhook')::int AS webhooks
       FROM automations a LEFT JOIN automation_actions x ON x.automation_id = a.id WHERE a.space_id = $1`,
    [spaceId],
  );
  return row as { automations: number; webhooks: number };
};

describe('the automations of one space', () => {
  let owner: Person;
  beforeAll(async () => {
    owner = await aPerson(database, 'Limit Owner');
  });

  it('are refused past AUTOMATIONS_PER_SPACE_MAX with 409 naming the limit, incoming ones included', async () => {
    const space = owner.ownSpaceId;
    for (let i = 0; i < AUTOMATIONS_MAX - 1; i += 1)
      await anAutomation(api, owner.rw, space, i % 2 ? webhookReceivedBody() : fanOut(1, `a${i}`));
    await anAutomation(api, owner.rw, space, fanOut(1, 'last'));
    const refused = await api.call('POST', automationsOf(space), {
      token: owner.rw,
      body: webhookReceivedBody(),
    });
    expect(refused).toEqual({
      status: 409,
      body: { message: `this space has reached its limit of ${AUTOMATIONS_MAX} automations` },
    });
    await expect(stored(space)).resolves.toEqual({ automations: AUTOMATIONS_MAX, webhooks: 7 });
    // Another space is not affected; a deleted automation frees its place.
    const other = await aPerson(database, 'Limit Other');
    await anAutomation(api, other.rw, other.ownSpaceId, fanOut(1));
    const [first] = (await api.call('GET', automationsOf(space), { token: owner.rw })).body.items;
    expect((await api.call('DELETE', automationPath(space, first.id), { token: owner.rw })).status).toBe(204);
    await anAutomation(api, owner.rw, space, fanOut(1, 'again'));
  });
});

describe('the Send Webhook actions of one space', () => {
  it('are refused past WEBHOOK_ACTIONS_PER_SPACE_MAX, on create and on an update that adds some', async () => {
    const owner = await aPerson(database, 'Webhook Owner');
    const space = owner.ownSpaceId;
    await anAutomation(api, owner.rw, space, fanOut(10, 'x'));
    await anAutomation(api, owner.rw, space, fanOut(5, 'y'));
    const growing = await anAutomation(api, owner.rw, space, fanOut(3, 'z'));
    expect(await api.call('POST', automationsOf(space), { token: owner.rw, body: fanOut(3, 't') })).toEqual({
      status: 409,
      body: {
        message: `this space has 18 of its limit of ${WEBHOOKS_MAX} send_webhook actions; this change adds 3`,
      },
    });
    const kept = growing.actions.map((action: { id: string; url: string }) => ({
      type: 'send_webhook',
      id: action.id,
      url: action.url,
    }));
    const path = automationPath(space, growing.id);
    expect(
      await api.call('PATCH', path, { token: owner.rw, body: { actions: [...kept, ...webhooks(3, 'w')] } }),
    ).toEqual({
      status: 409,
      body: {
        message: `this space has 18 of its limit of ${WEBHOOKS_MAX} send_webhook actions; this change adds 3`,
      },
    });
    // Replacing actions one for one, renaming, or adding up to the limit is fine.
    const replaced = await api.call('PATCH', path, {
      token: owner.rw,
      body: { name: 'Renamed', actions: [...kept.slice(1), ...webhooks(3, 'v')] },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.actions).toHaveLength(5);
    await expect(stored(space)).resolves.toEqual({ automations: 3, webhooks: WEBHOOKS_MAX });
    expect(await api.call('POST', automationsOf(space), { token: owner.rw, body: fanOut(1, 'u') })).toEqual({
      status: 409,
      body: { message: `this space has reached its limit of ${WEBHOOKS_MAX} send_webhook actions` },
    });
    // An incoming automation has no Send Webhook action: still admitted.
    await anAutomation(api, owner.rw, space, webhookReceivedBody());
  });
});

describe('concurrent writes near the limits', () => {
  it(`10 creates at ${AUTOMATIONS_MAX - 5} of ${AUTOMATIONS_MAX}: exactly 5 are created, the others 409`, async () => {
    const owner = await aPerson(database, 'Race Owner');
    const space = owner.ownSpaceId;
    for (let i = 0; i < AUTOMATIONS_MAX - 5; i += 1)
      await anAutomation(api, owner.rw, space, webhookReceivedBody());
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        api.call('POST', automationsOf(space), { token: owner.rw, body: webhookReceivedBody() }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 409, 409, 409, 409, 409]);
    await expect(stored(space)).resolves.toEqual({ automations: AUTOMATIONS_MAX, webhooks: 0 });
  });

  it('creates and updates adding Send Webhook actions at once never take the space past the limit', async () => {
    const owner = await aPerson(database, 'Edit Race Owner');
    const space = owner.ownSpaceId;
    const base = await Promise.all(
      [0, 1, 2].map(async (n) => anAutomation(api, owner.rw, space, fanOut(4, `b${n}`))),
    );
    // 12 of 20: each of the 8 writes below adds 2; at most 4 of them fit.
    const answers = await Promise.all([
      ...base.map((automation, n) =>
        api.call('PATCH', automationPath(space, automation.id), {
          token: owner.rw,
          body: {
            actions: [
              ...automation.actions.map((action: { id: string; url: string }) => ({
                type: 'send_webhook',
                id: action.id,
                url: action.url,
              })),
              ...webhooks(2, `p${n}`),
            ],
          },
        }),
      ),
      ...Array.from({ length: 5 }, (_, n) =>
        api.call('POST', automationsOf(space), { token: owner.rw, body: fanOut(2, `c${n}`) }),
      ),
    ]);
    const succeeded = answers.filter((answer) => answer.status === 200 || answer.status === 201);
    expect(answers.filter((answer) => ![200, 201, 409].includes(answer.status))).toEqual([]);
    expect(succeeded.length).toBe(4);
    await expect(stored(space)).resolves.toMatchObject({ webhooks: WEBHOOKS_MAX });
  });
});
