import type { Database } from '@deal/persistence';
import { storedAutomation } from '../../../api/src/automations/testing/automation.fixtures';
import { testConfig, type TestApi } from '../../../api/src/testing/api-test-app';
import { WebClient } from '../testing/web-client';
import { automationIdIn, pagesOf, textOf } from './testing/automations-web.fixture';
import { startWebTestbed, type WebTeam, type WebTestbed } from '../testing/web-team';

jest.setTimeout(30_000);

/** The automation form at a space's limits: the 409's message on the form, never a 500 page. */
let database: Database;
let api: TestApi;
let team: WebTeam;
let testbed: WebTestbed | undefined;
let admin: WebClient;
let pages: ReturnType<typeof pagesOf>;

beforeAll(async () => {
  testbed = await startWebTestbed(
    testConfig({ automationLimits: { automationsPerSpace: 3, webhookActionsPerSpace: 2 } }),
  );
  ({ database, api, team } = testbed);
  admin = await WebClient.signedIn(api.url, team.admin.email);
  pages = pagesOf(team.spaceId);
}, 60_000);

afterAll(async () => {
  await testbed?.close();
});

const form = (name: string, url: string) => ({
  name,
  trigger: 'deal_updated',
  enabled: 'true',
  condition_rows: '0',
  webhook_rows: '1',
  w0_url: url,
  w0_message: '',
});

const LIMIT_MESSAGE = 'This space has reached its limit of 2 send_webhook actions.';

it('shows the limit on the create and edit forms with 409, and keeps what was typed', async () => {
  await admin.get(`${pages.list}/new`);
  const first = await admin.post(pages.list, form('First', 'https://a.example.com/hook'));
  expect(first.status).toBe(200);
  const id = automationIdIn(first.html);
  await admin.get(`${pages.list}/new`);
  expect((await admin.post(pages.list, form('Second', 'https://b.example.com/hook'))).status).toBe(200);

  await admin.get(`${pages.list}/new`);
  const refused = await admin.post(pages.list, form('Third', 'https://c.example.com/hook'));
  expect(refused.status).toBe(409);
  expect(textOf(refused.html)).toContain(`<div class="notice error" role="alert">${LIMIT_MESSAGE}</div>`);
  expect(textOf(refused.html)).toContain(LIMIT_MESSAGE);
  expect(refused.html).toContain('value="https://c.example.com/hook"');

  const kept = (await storedAutomation(database, id)).actions[0];
  await admin.get(pages.one(id, '/edit'));
  const edited = await admin.post(pages.one(id, '/edit'), {
    name: 'First',
    condition_rows: '0',
    webhook_rows: '2',
    w0_id: kept?.id ?? '',
    w0_url: 'https://a.example.com/hook',
    w1_url: 'https://d.example.com/hook',
  });
  expect(edited.status).toBe(409);
  expect(textOf(edited.html)).toContain(LIMIT_MESSAGE);
  expect(edited.html).toContain('value="https://d.example.com/hook"');
  expect((await storedAutomation(database, id)).actions).toHaveLength(1);
});
