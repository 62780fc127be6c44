import type { Database } from '@deal/persistence';
import {
  anAutomation,
  dealUpdatedBody,
  storedAutomation,
  type ApiJson,
} from '../../../api/src/automations/testing/automation.fixtures';
import type { Person } from '../../../api/src/members/testing/team.fixture';
import type { TestApi } from '../../../api/src/testing/api-test-app';
import { aWebPerson, WebClient } from '../testing/web-client';
import { automationIdIn, pagesOf, textOf } from './testing/automations-web.fixture';
import { startWebTestbed, type WebTeam, type WebTestbed } from '../testing/web-team';

jest.setTimeout(30_000);

let database: Database;
let api: TestApi;
let team: WebTeam;
let testbed: WebTestbed | undefined;
let stranger: Person;
let admin: WebClient;
let member: WebClient;
let pages: ReturnType<typeof pagesOf>;

beforeAll(async () => {
  testbed = await startWebTestbed();
  ({ database, api, team } = testbed);
  stranger = await aWebPerson(database, 'Stranger');
  admin = await WebClient.signedIn(api.url, team.admin.email);
  member = await WebClient.signedIn(api.url, team.member.email);
  pages = pagesOf(team.spaceId);
}, 60_000);

afterAll(async () => {
  await testbed?.close();
});

const SECRET = /svcwh_[0-9A-Za-z]{43}/g;
const SIGNING_SECRET = /whsec_[0-9A-Za-z+/]{43}=/g;

/** The create form as a person fills it in: two conditions and one Send Webhook action. */
const dealUpdatedForm = (extra: Record<string, string | string[]> = {}) => ({
  name: 'Ask the auditor',
  trigger: 'deal_updated',
  enabled: 'true',
  condition_rows: '3',
  c0_field: 'status',
  c0_op: 'changed_to',
  c0_value: 'pending',
  c1_field: 'price',
  c1_op: 'greater',
  c1_value: '10000',
  c2_field: '',
  c2_op: '',
  c2_value: '',
  webhook_rows: '2',
  w0_url: 'https://audit.example.com/hook',
  w0_message: 'Please approve $name',
  w1_url: '',
  w1_message: '',
  ...extra,
});

async function created(form: Record<string, string | string[]>): Promise<{ id: string; html: string }> {
  await admin.get(`${pages.list}/new`);
  const response = await admin.post(pages.list, form);
  expect(response.status).toBe(200);
  return { id: automationIdIn(response.html), html: response.html };
}

const read = async (id: string): Promise<ApiJson> =>
  (await api.call('GET', `/v1/spaces/${team.spaceId}/automations/${id}`, { token: team.admin.read })).body;

describe('creating automations', () => {
  it('creates a Deal updated automation with conditions and a webhook, its secret shown once', async () => {
    const form = await admin.get(`${pages.list}/new`);
    expect(form.status).toBe(200);
    expect(form.html).toContain('<label for="c0_field">Field</label>');
    expect(form.html).toContain('<label for="update_status">status</label>');
    expect(textOf(form.html)).toContain('$field is replaced');
    const { id, html } = await created(dealUpdatedForm());
    const secrets = html.match(SECRET) ?? [];
    expect(new Set(secrets).size).toBe(1);
    const signingSecrets = html.match(SIGNING_SECRET) ?? [];
    expect(new Set(signingSecrets).size).toBe(1);
    expect(await read(id)).toMatchObject({
      name: 'Ask the auditor',
      enabled: true,
      trigger: {
        type: 'deal_updated',
        conditions: [
          { field: 'status', op: 'changed_to', value: 'pending' },
          { field: 'price', op: 'greater', value: 10000 },
        ],
      },
      actions: [
        { type: 'send_webhook', url: 'https://audit.example.com/hook', message: 'Please approve $name' },
      ],
    });
    expect((await storedAutomation(database, id)).actions[0]).toMatchObject({
      secret: secrets[0],
      signingSecret: signingSecrets[0],
    });
    const again = await admin.get(pages.one(id));
    expect(again.status).toBe(200);
    expect(again.html).not.toMatch(SECRET);
    expect(again.html).not.toMatch(SIGNING_SECRET);
    expect(again.html).toContain('status changed to pending');
    const list = await admin.get(pages.list);
    expect(list.html).toContain('Ask the auditor');
    expect(list.html).toContain('Send webhook to https://audit.example.com/hook');
    expect(list.html).toContain('Enabled');
    expect(list.html).not.toMatch(SECRET);
  });

  it('creates a Deal created automation with conditions on the new deal and who made it', async () => {
    const form = await admin.get(`${pages.list}/new`);
    expect(form.html).toContain('<option value="deal_created">Deal created</option>');
    expect(form.html).toContain('<option value="actor.type">actor.type</option>');
    const { id } = await created(
      dealUpdatedForm({ trigger: 'deal_created', c0_field: 'actor.type', c0_op: 'equals', c0_value: 'user' }),
    );
    expect(await read(id)).toMatchObject({
      trigger: {
        type: 'deal_created',
        conditions: [
          { field: 'actor.type', op: 'equals', value: 'user' },
          { field: 'price', op: 'greater', value: 10000 },
        ],
      },
      actions: [{ type: 'send_webhook', url: 'https://audit.example.com/hook' }],
    });
    const list = await admin.get(pages.list);
    expect(list.html).toContain('Deal created');
  });

  it('creates a Webhook received automation with the fields its Update deal action applies', async () => {
    const { id, html } = await created({
      name: 'Auditor decisions',
      trigger: 'webhook_received',
      condition_rows: '0',
      webhook_rows: '0',
      update_fields: ['status', 'redraft_reason'],
    });
    expect(html).toMatch(/whkey_[0-9A-Za-z]{43}/);
    expect(await read(id)).toMatchObject({
      trigger: { type: 'webhook_received', conditions: [] },
      actions: [{ type: 'update_deal', fields: ['status', 'redraft_reason'] }],
    });
    const before = await storedAutomation(database, id);
    const edit = await admin.get(pages.one(id, '/edit'));
    expect(edit.html).toMatch(
      /id="update_redraft_reason" name="update_fields" value="redraft_reason" checked/,
    );
    expect(edit.html).toContain('<option value="payload.status">payload.status</option>');
    expect(edit.html).not.toContain('<option value="changed_to">');
    const saved = await admin.post(pages.one(id, '/edit'), {
      name: 'Auditor decisions',
      update_action_id: before.actions[0]?.id ?? '',
    });
    expect(saved).toMatchObject({ status: 303, location: pages.one(id) });
    const after = await storedAutomation(database, id);
    expect(after.actions).toEqual([{ ...before.actions[0], fields: null }]);
    expect(after.signingKey).toBe(before.signingKey);
  });

  it('creates a Webhook received automation that requires signed calls, showing its signing secret once; editing keeps or drops it', async () => {
    const { id, html } = await created({
      name: 'Signed decisions',
      trigger: 'webhook_received',
      condition_rows: '0',
      webhook_rows: '0',
      update_fields: ['status'],
      require_signature: 'on',
    });
    const stored = await storedAutomation(database, id);
    expect(stored.inboundSigningSecret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(html).toContain(`value="${stored.inboundSigningSecret}"`);
    expect((await read(id)).trigger).toEqual({
      type: 'webhook_received',
      conditions: [],
      require_signature: true,
    });
    const page = await admin.get(pages.one(id));
    expect(page.html).not.toContain(stored.inboundSigningSecret);
    const edit = await admin.get(pages.one(id, '/edit'));
    expect(edit.html).toMatch(/id="require_signature" name="require_signature" checked/);
    const base = {
      name: 'Signed decisions',
      update_action_id: stored.actions[0]?.id ?? '',
      update_fields: ['status'],
    };
    const kept = await admin.post(pages.one(id, '/edit'), { ...base, require_signature: 'on' });
    expect(kept).toMatchObject({ status: 303, location: pages.one(id) });
    expect((await storedAutomation(database, id)).inboundSigningSecret).toBe(stored.inboundSigningSecret);
    expect(await admin.post(pages.one(id, '/edit'), base)).toMatchObject({ status: 303 });
    expect((await read(id)).trigger.require_signature).toBe(false);
  });

  it('creates and edits a Webhook received automation with conditions on the payload and the deal', async () => {
    const form = await admin.get(`${pages.list}/new`);
    expect(form.html).toContain('<option value="payload.status">payload.status</option>');
    expect(form.html).toContain('<option value="deal.status">deal.status</option>');
    const { id } = await created({
      name: 'Decisions on pending deals',
      trigger: 'webhook_received',
      condition_rows: '3',
      c0_field: 'payload.status',
      c0_op: 'in',
      c0_value: 'approved, draft',
      c1_field: 'deal.status',
      c1_op: 'equals',
      c1_value: 'pending',
      c2_field: '',
      c2_op: '',
      c2_value: '',
      webhook_rows: '0',
      update_fields: ['status', 'redraft_reason'],
    });
    const conditions = [
      { field: 'payload.status', op: 'in', value: ['approved', 'draft'] },
      { field: 'deal.status', op: 'equals', value: 'pending' },
    ];
    expect((await read(id)).trigger).toEqual({
      type: 'webhook_received',
      conditions,
      require_signature: false,
    });
    const page = await admin.get(pages.one(id));
    expect(textOf(page.html)).toContain('<li>payload.status is one of (in) approved, draft</li>');
    expect(textOf(page.html)).toContain('<li>deal.status equals pending</li>');
    const edit = await admin.get(pages.one(id, '/edit'));
    expect(edit.html).toContain('<option value="deal.status" selected>deal.status</option>');
    const before = await storedAutomation(database, id);
    const saved = await admin.post(pages.one(id, '/edit'), {
      name: 'Decisions on pending deals',
      condition_rows: '1',
      c0_field: 'deal.price',
      c0_op: 'greater',
      c0_value: '10000',
      update_action_id: before.actions[0]?.id ?? '',
      update_fields: ['status'],
    });
    expect(saved).toMatchObject({ status: 303, location: pages.one(id) });
    const after = await storedAutomation(database, id);
    expect(after.conditions).toEqual([{ field: 'deal.price', op: 'greater', value: 10000 }]);
    expect(after.signingKey).toBe(before.signingKey);
    await admin.get(pages.one(id, '/edit'));
    const refused = await admin.post(pages.one(id, '/edit'), {
      name: 'Decisions on pending deals',
      condition_rows: '1',
      c0_field: 'status',
      c0_op: 'changed',
      c0_value: '',
      update_action_id: before.actions[0]?.id ?? '',
    });
    expect(refused.status).toBe(400);
    expect(refused.html).toMatch(/id="c0_field-error">must be one of payload.id, /);
    expect(refused.html).toMatch(/id="c0_op-error">must be one of equals, in, greater, less/);
    expect((await storedAutomation(database, id)).conditions).toEqual(after.conditions);
  });

  it('re-renders an invalid form with 400, the values kept and each message by its field', async () => {
    await admin.get(`${pages.list}/new`);
    const response = await admin.post(
      pages.list,
      dealUpdatedForm({ name: ' ', c1_value: 'lots', w0_url: 'http://example.com/hook' }),
    );
    expect(response.status).toBe(400);
    expect(response.html).toContain('id="name-error"');
    expect(response.html).toMatch(/id="c1_value-error">must be a number/);
    expect(response.html).toMatch(/id="w0_url-error">/);
    expect(response.html).toContain('value="http://example.com/hook"');
    expect(response.html).toContain('value="lots"');
    expect(textOf(response.html)).toContain('Please approve $name');
  });
});

describe('editing, enabling, deleting', () => {
  it('keeps an existing action and its secret, shows a new action’s secret once, replaces conditions', async () => {
    const { id } = await created(dealUpdatedForm());
    const before = await storedAutomation(database, id);
    const kept = before.actions[0];
    const edit = await admin.get(pages.one(id, '/edit'));
    expect(edit.status).toBe(200);
    expect(edit.html).toContain(`value="${kept?.id}"`);
    expect(edit.html).toContain('value="pending"');
    const saved = await admin.post(pages.one(id, '/edit'), {
      name: 'Ask both auditors',
      condition_rows: '1',
      c0_field: 'status',
      c0_op: 'in',
      c0_value: 'won, lost',
      webhook_rows: '2',
      w0_id: kept?.id ?? '',
      w0_url: 'https://audit.example.com/hook',
      w0_message: 'Please approve $name',
      w1_url: 'https://second.example.com/hook',
      w1_message: '',
    });
    expect(saved.status).toBe(200);
    const after = await storedAutomation(database, id);
    expect(after.actions[0]).toEqual(kept);
    const added = after.actions[1];
    expect(added?.type === 'send_webhook' && saved.html.match(SECRET)).toEqual([
      added?.type === 'send_webhook' ? added.secret : 'missing',
    ]);
    expect(added?.type === 'send_webhook' && saved.html.match(SIGNING_SECRET)).toEqual([
      added?.type === 'send_webhook' ? added.signingSecret : 'missing',
    ]);
    expect(after.conditions).toEqual([{ field: 'status', op: 'in', value: ['won', 'lost'] }]);
    expect(after.name).toBe('Ask both auditors');
    await admin.get(pages.one(id, '/edit'));
    const removed = await admin.post(pages.one(id, '/edit'), {
      name: 'Ask both auditors',
      condition_rows: '0',
      webhook_rows: '2',
      w0_id: kept?.id ?? '',
      w0_url: 'https://audit.example.com/hook',
      w1_id: added?.id ?? '',
      w1_url: 'https://second.example.com/hook',
      w1_remove: '1',
    });
    expect(removed).toMatchObject({ status: 303, location: pages.one(id) });
    expect((await storedAutomation(database, id)).actions.map((a) => a.id)).toEqual([kept?.id]);
  });

  it('re-renders an invalid edit with 400 and changes nothing', async () => {
    const { id } = await created(dealUpdatedForm());
    await admin.get(pages.one(id, '/edit'));
    const response = await admin.post(pages.one(id, '/edit'), {
      name: '',
      condition_rows: '0',
      webhook_rows: '0',
    });
    expect(response.status).toBe(400);
    expect(response.html).toContain('id="name-error"');
    expect(response.html).toContain('must have at least one action');
    expect((await read(id)).name).toBe('Ask the auditor');
  });

  it('disables and enables an automation', async () => {
    const { id } = await created(dealUpdatedForm());
    await admin.get(pages.one(id));
    expect(await admin.post(pages.one(id, '/disable'))).toMatchObject({
      status: 303,
      location: pages.one(id),
    });
    expect((await read(id)).enabled).toBe(false);
    const page = await admin.get(pages.one(id));
    expect(page.html).toContain('Disabled');
    expect(await admin.post(pages.one(id, '/enable'))).toMatchObject({ status: 303 });
    expect((await read(id)).enabled).toBe(true);
  });

  it('replaces an action secret and shows the new one once', async () => {
    const { id } = await created(dealUpdatedForm());
    const before = await storedAutomation(database, id);
    const action = before.actions[0];
    await admin.get(pages.one(id));
    const rotated = await admin.post(pages.one(id, `/actions/${action?.id}/rotate-secret`));
    expect(rotated.status).toBe(200);
    const after = (await storedAutomation(database, id)).actions[0];
    expect(after?.type === 'send_webhook' && rotated.html.match(SECRET)).toEqual([
      after?.type === 'send_webhook' ? after.secret : 'missing',
    ]);
    expect(rotated.html).not.toMatch(SIGNING_SECRET);
    expect(after).not.toEqual(action);
  });

  it('replaces a signing secret, shows the new one once, and keeps the old one signing for a day', async () => {
    const { id } = await created(dealUpdatedForm());
    const action = (await storedAutomation(database, id)).actions[0];
    const page = await admin.get(pages.one(id));
    expect(page.html).toContain('Rotate signing secret');
    const rotated = await admin.post(pages.one(id, `/actions/${action?.id}/rotate-signing-secret`));
    expect(rotated.status).toBe(200);
    const after = (await storedAutomation(database, id)).actions[0];
    if (after?.type !== 'send_webhook' || action?.type !== 'send_webhook') throw new Error('not a webhook');
    expect(rotated.html.match(SIGNING_SECRET)).toEqual([after.signingSecret]);
    expect(rotated.html).not.toMatch(SECRET);
    expect(textOf(rotated.html)).toContain('for 24 hours the previous one signs beside it');
    expect(after).toMatchObject({
      secret: action.secret,
      previousSigningSecret: { secret: action.signingSecret },
    });
    expect(after.signingSecret).not.toBe(action.signingSecret);
  });

  it('deletes after a confirmation', async () => {
    const { id } = await created(dealUpdatedForm());
    const page = await admin.get(pages.one(id));
    expect(page.html).toMatch(/\/delete" class="inline" data-confirm="Delete this automation\?/);
    expect(await admin.post(pages.one(id, '/delete'))).toMatchObject({
      status: 303,
      location: `${pages.list}?deleted=1`,
    });
    expect((await admin.get(pages.one(id))).status).toBe(404);
  });
});

describe('who may do what', () => {
  let id: string;

  beforeAll(async () => {
    id = (await created(dealUpdatedForm())).id;
  });

  it('members read the list and the page, without the buttons that change things', async () => {
    const list = await member.get(pages.list);
    expect(list.status).toBe(200);
    expect(list.html).toContain('Ask the auditor');
    expect(list.html).not.toContain('New automation');
    const page = await member.get(pages.one(id));
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('Delete');
    expect(page.html).not.toContain('Send test');
  });

  it('members get the 404 page for every form and every change', async () => {
    expect((await member.get(`${pages.list}/new`)).status).toBe(404);
    expect((await member.get(pages.one(id, '/edit'))).status).toBe(404);
    await member.get(pages.one(id));
    expect((await member.post(pages.list, dealUpdatedForm())).status).toBe(404);
    expect((await member.post(pages.one(id, '/edit'), { name: 'Mine', webhook_rows: '0' })).status).toBe(404);
    for (const action of ['/disable', '/delete', '/send-test']) {
      const refused = await member.post(pages.one(id, action));
      expect(refused.status).toBe(404);
      expect(refused.html).toContain('Page not found');
    }
    const stored = await storedAutomation(database, id);
    for (const rotate of ['rotate-secret', 'rotate-signing-secret']) {
      const refused = await member.post(pages.one(id, `/actions/${stored.actions[0]?.id}/${rotate}`));
      expect(refused.status).toBe(404);
    }
    expect(await storedAutomation(database, id)).toEqual(stored);
  });

  it('people outside the space, and automations of another space, are 404', async () => {
    const outsider = await WebClient.signedIn(api.url, stranger.email);
    expect((await outsider.get(pages.list)).status).toBe(404);
    expect((await outsider.get(pages.one(id))).status).toBe(404);
    const theirs = await anAutomation(api, stranger.rw, stranger.ownSpaceId, dealUpdatedBody());
    expect((await admin.get(pages.one(theirs.id))).status).toBe(404);
    expect((await admin.get(pages.one(theirs.id, '/deliveries'))).status).toBe(404);
    await admin.get(pages.list);
    expect((await admin.post(pages.one(theirs.id, '/delete'))).status).toBe(404);
    expect((await admin.get(pages.one('aut_nonsense'))).status).toBe(404);
    expect((await storedAutomation(database, theirs.id)).id).toBe(theirs.id);
  });

  it('refuses a change without this session’s form token', async () => {
    await admin.get(pages.one(id));
    const forged = await admin.post(pages.one(id, '/disable'), { _csrf: 'forged' });
    expect(forged.status).toBe(403);
    expect((await read(id)).enabled).toBe(true);
  });
});
