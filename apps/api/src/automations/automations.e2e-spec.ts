import { RECEIVED_CONDITION_FIELDS } from '@deal/domain';
import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../libs/persistence/src/testing/test-database';
import { aPerson, aTeam, type Person, type Team } from '../members/testing/team.fixture';
import { insertCredential } from '../testing/credential-fixtures';
import { startTestApi, type TestApi } from '../testing/api-test-app';
import {
  ACTION_ID,
  HEALTHY_ENDPOINT_JSON,
  AUTOMATION_ID,
  SECRET,
  SIGNING_SECRET,
  SIGNING_KEY,
  anAutomation,
  automationPath,
  automationsOf,
  dealUpdatedBody,
  storedAutomation,
  webhookReceivedBody,
} from './testing/automation.fixtures';

let database: Database;
let api: TestApi;
let team: Team;
let stranger: Person;
let spaceKey: string;

const automationNotFound = { message: 'automation not found' };
const spaceNotFound = { message: 'space not found' };
const readOnly = { message: 'token scope does not permit writes' };

beforeAll(async () => {
  database = await openTestDatabase();
  api = await startTestApi(database);
  team = await aTeam(database);
  stranger = await aPerson(database, 'Stranger');
  spaceKey = await insertCredential(
    database,
    { kind: 'space', spaceId: team.spaceId },
    { scope: 'read_write' },
  );
});

afterAll(async () => {
  await api?.close();
  await database?.close();
});

const create = (body: unknown, token = team.admin.rw, spaceId = team.spaceId) =>
  api.call('POST', automationsOf(spaceId), { token, body });

/** SPEC §7 400 form for a body, with the issues in order. */
const invalid = (data: unknown, error: Array<{ path: string[]; message: string }>) => ({
  status: 400,
  body: {
    success: false,
    data,
    error,
    message: error.map((e) => (e.path.length ? `${e.path.join('.')}: ${e.message}` : e.message)).join('; '),
  },
});

describe('POST /v1/spaces/{space}/automations', () => {
  it('creates a deal_updated automation, showing each action secret once', async () => {
    const body = {
      ...dealUpdatedBody('https://audit.example.com/hook'),
      actions: [
        { type: 'send_webhook', url: 'https://audit.example.com/hook', message: 'Please approve $name' },
        { type: 'send_webhook', url: 'http://localhost:8080/hook' },
      ],
    };
    const created = await create(body, team.owner.rw);
    expect(created).toEqual({
      status: 201,
      body: {
        id: expect.stringMatching(AUTOMATION_ID),
        space_id: team.spaceId,
        name: 'Ask the auditor',
        enabled: true,
        trigger: {
          type: 'deal_updated',
          conditions: [{ field: 'status', op: 'changed_to', value: 'pending' }],
        },
        actions: [
          {
            id: expect.stringMatching(ACTION_ID),
            type: 'send_webhook',
            url: 'https://audit.example.com/hook',
            message: 'Please approve $name',
            secret: expect.stringMatching(SECRET),
            signing_secret: expect.stringMatching(SIGNING_SECRET),
            endpoint: HEALTHY_ENDPOINT_JSON,
          },
          {
            id: expect.stringMatching(ACTION_ID),
            type: 'send_webhook',
            url: 'http://localhost:8080/hook',
            message: null,
            secret: expect.stringMatching(SECRET),
            signing_secret: expect.stringMatching(SIGNING_SECRET),
            endpoint: HEALTHY_ENDPOINT_JSON,
          },
        ],
        created_at: expect.any(Number),
        updated_at: created.body.created_at,
      },
    });
    const [first, second] = created.body.actions;
    expect(new Set([first.secret, second.secret, first.signing_secret, second.signing_secret]).size).toBe(4);
    const stored = await storedAutomation(database, created.body.id);
    expect(stored.actions.map((a) => (a.type === 'send_webhook' ? a.secret : null))).toEqual([
      first.secret,
      second.secret,
    ]);
    expect(stored.actions.map((a) => (a.type === 'send_webhook' ? a.signingSecret : null))).toEqual([
      first.signing_secret,
      second.signing_secret,
    ]);
  });

  it('creates a webhook_received automation, showing its signing key once', async () => {
    const created = await create(webhookReceivedBody(['status', 'redraft_reason']));
    expect(created).toEqual({
      status: 201,
      body: {
        id: expect.stringMatching(AUTOMATION_ID),
        space_id: team.spaceId,
        name: 'Auditor decisions',
        enabled: true,
        trigger: { type: 'webhook_received', conditions: [], require_signature: false },
        actions: [
          { id: expect.stringMatching(ACTION_ID), type: 'update_deal', fields: ['status', 'redraft_reason'] },
        ],
        signing_key: expect.stringMatching(SIGNING_KEY),
        created_at: expect.any(Number),
        updated_at: expect.any(Number),
      },
    });
    expect((await storedAutomation(database, created.body.id)).signingKey).toBe(created.body.signing_key);
  });

  it('creates a webhook_received automation with conditions on the payload and the deal, and stores them', async () => {
    const conditions = [
      { field: 'payload.status', op: 'in', value: ['approved', 'draft'] },
      { field: 'deal.status', op: 'equals', value: 'pending' },
    ];
    const body = { ...webhookReceivedBody(), trigger: { type: 'webhook_received', conditions } };
    const created = await create(body);
    expect(created.status).toBe(201);
    expect(created.body.trigger).toEqual({ type: 'webhook_received', conditions, require_signature: false });
    expect((await storedAutomation(database, created.body.id)).conditions).toEqual(conditions);
  });

  it('stores a disabled automation when asked, trims the name and normalises the URL', async () => {
    const created = await create({
      ...dealUpdatedBody('HTTPS://Audit.Example.com:443/hook'),
      name: '  Quiet  ',
      enabled: false,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Quiet',
      enabled: false,
      actions: [{ url: 'https://audit.example.com/hook' }],
    });
  });

  describe('validation (SPEC §7 400 form, every issue with its path)', () => {
    it('refuses unknown fields, at any depth', async () => {
      const body = {
        ...dealUpdatedBody(),
        colour: 'red',
        trigger: { type: 'deal_updated', when: 'now' },
        actions: [{ type: 'send_webhook', url: 'https://audit.example.com/hook', headers: {} }],
      };
      expect(await create(body)).toEqual(
        invalid(body, [
          { path: ['colour'], message: 'is not a known field' },
          { path: ['trigger', 'when'], message: 'is not a known field' },
          { path: ['actions', '0', 'headers'], message: 'is not a known field' },
        ]),
      );
    });

    it('refuses a bad condition op, a value for changed, and a missing name', async () => {
      const body = {
        trigger: {
          type: 'deal_updated',
          conditions: [
            { field: 'status', op: 'became', value: 'pending' },
            { field: 'price', op: 'changed', value: 1 },
          ],
        },
        actions: [{ type: 'send_webhook', url: 'https://audit.example.com/hook' }],
      };
      expect(await create(body)).toEqual(
        invalid(body, [
          { path: ['name'], message: 'is required' },
          {
            path: ['trigger', 'conditions', '0', 'op'],
            message: 'must be one of equals, in, changed, changed_to, changed_from, greater, less',
          },
          { path: ['trigger', 'conditions', '1', 'value'], message: 'changed takes no value' },
        ]),
      );
    });

    it.each([
      [
        'http to a public host',
        'http://audit.example.com/hook',
        'must use https (http is allowed only for localhost and 127.0.0.1)',
      ],
      [
        'ftp',
        'ftp://audit.example.com/hook',
        'must use https (http is allowed only for localhost and 127.0.0.1)',
      ],
      [
        'http to another loopback name',
        'http://127.0.0.2/hook',
        'must use https (http is allowed only for localhost and 127.0.0.1)',
      ],
      ['a private address', 'https://10.0.0.1/hook', 'must not point to a non-public address (private)'],
      ['not a URL', 'audit.example.com', 'must be an absolute URL'],
    ])('refuses %s by the URL policy', async (_what, url, message) => {
      const body = dealUpdatedBody(url);
      expect(await create(body)).toEqual(invalid(body, [{ path: ['actions', '0', 'url'], message }]));
    });

    it('refuses the trigger/action pairs that are not allowed', async () => {
      const updateOnDealUpdated = { ...dealUpdatedBody(), actions: [{ type: 'update_deal' }] };
      expect(await create(updateOnDealUpdated)).toEqual(
        invalid(updateOnDealUpdated, [
          {
            path: ['actions', '0', 'type'],
            message: 'a deal_updated automation takes only send_webhook actions',
          },
        ]),
      );
      const sendOnReceived = {
        ...webhookReceivedBody(),
        actions: [{ type: 'send_webhook', url: 'https://audit.example.com/hook' }],
      };
      expect(await create(sendOnReceived)).toEqual(
        invalid(sendOnReceived, [
          {
            path: ['actions', '0', 'type'],
            message: 'a webhook_received automation takes only update_deal actions',
          },
        ]),
      );
      const twoUpdates = {
        ...webhookReceivedBody(),
        actions: [{ type: 'update_deal' }, { type: 'update_deal' }],
      };
      expect(await create(twoUpdates)).toEqual(
        invalid(twoUpdates, [
          {
            path: ['actions'],
            message: 'a webhook_received automation takes exactly one update_deal action',
          },
        ]),
      );
      const conditionsOnReceived = {
        ...webhookReceivedBody(),
        trigger: { type: 'webhook_received', conditions: [{ field: 'status', op: 'changed' }] },
      };
      expect(await create(conditionsOnReceived)).toEqual(
        invalid(conditionsOnReceived, [
          {
            path: ['trigger', 'conditions', '0', 'field'],
            message: `must be one of ${RECEIVED_CONDITION_FIELDS.join(', ')}`,
          },
          { path: ['trigger', 'conditions', '0', 'op'], message: 'must be one of equals, in, greater, less' },
        ]),
      );
    });

    it('refuses a body that is no object, and no actions', async () => {
      expect(await create([1, 2])).toEqual(
        invalid({}, [{ path: [], message: 'body must be a JSON object' }]),
      );
      const noActions = { name: 'x', trigger: { type: 'deal_updated' }, actions: [] };
      expect(await create(noActions)).toEqual(
        invalid(noActions, [{ path: ['actions'], message: 'must have at least one action' }]),
      );
    });

    it('checks the body before access, so a 400 tells a stranger nothing', async () => {
      const body = { name: 'x' };
      const refused = await create(body, stranger.rw);
      expect(refused.status).toBe(400);
    });
  });

  describe('who may create', () => {
    it.each([
      ['a plain member', () => team.member.rw, automationNotFound],
      ['the space key', () => spaceKey, automationNotFound],
      ['a stranger', () => stranger.rw, spaceNotFound],
    ])('%s gets 404', async (_who, token, body) => {
      expect(await create(dealUpdatedBody(), token())).toEqual({ status: 404, body });
    });

    it('an unknown space is 404', async () => {
      expect(await create(dealUpdatedBody(), team.owner.rw, 'spc_0000000000000000000000')).toEqual({
        status: 404,
        body: spaceNotFound,
      });
    });
  });
});

describe('GET /v1/spaces/{space}/automations', () => {
  let space: Person;
  let made: Array<{ id: string }>;

  beforeAll(async () => {
    space = await aPerson(database, 'Lister');
    made = [];
    for (let n = 0; n < 3; n++) {
      made.push(await anAutomation(api, space.rw, space.ownSpaceId, { ...dealUpdatedBody(), name: `A${n}` }));
    }
    made.push(await anAutomation(api, space.rw, space.ownSpaceId, webhookReceivedBody()));
  });

  it('pages through every automation oldest first, without secrets', async () => {
    const first = await api.call('GET', `${automationsOf(space.ownSpaceId)}?limit=3`, { token: space.read });
    expect(first.status).toBe(200);
    expect(first.body.items.map((a: { id: string }) => a.id)).toEqual(made.slice(0, 3).map((a) => a.id));
    expect(first.body.next_cursor).toEqual(expect.any(String));
    const rest = await api.call(
      'GET',
      `${automationsOf(space.ownSpaceId)}?limit=3&cursor=${first.body.next_cursor}`,
      { token: space.read },
    );
    expect(rest).toEqual({
      status: 200,
      body: {
        items: [
          {
            id: made[3]?.id,
            space_id: space.ownSpaceId,
            name: 'Auditor decisions',
            enabled: true,
            trigger: { type: 'webhook_received', conditions: [], require_signature: false },
            actions: [{ id: expect.stringMatching(ACTION_ID), type: 'update_deal', fields: null }],
            created_at: expect.any(Number),
            updated_at: expect.any(Number),
          },
        ],
        next_cursor: null,
      },
    });
    const text = JSON.stringify([first.body, rest.body]);
    expect(text).not.toMatch(/svcwh_|whsec_|whkey_|"secret"|"signing_key"|"signing_secret"/);
  });

  it('refuses a bad limit, a garbled cursor and an unknown parameter', async () => {
    const bad = await api.call('GET', `${automationsOf(space.ownSpaceId)}?limit=0&cursor=zz&sort=name`, {
      token: space.read,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.map((e: { path: string[] }) => e.path)).toEqual([['sort'], ['limit'], ['cursor']]);
  });

  it('members and the space key read; strangers get 404', async () => {
    const created = await anAutomation(api, team.owner.rw, team.spaceId, dealUpdatedBody());
    for (const token of [team.member.read, spaceKey]) {
      const listed = await api.call('GET', automationsOf(team.spaceId), { token });
      expect(listed.status).toBe(200);
      expect(listed.body.items.map((a: { id: string }) => a.id)).toContain(created.id);
    }
    expect(await api.call('GET', automationsOf(team.spaceId), { token: stranger.read })).toEqual({
      status: 404,
      body: spaceNotFound,
    });
  });
});

describe('GET /v1/spaces/{space}/automations/{id}', () => {
  it('shows the automation to every reader, never its secrets (admins included)', async () => {
    const created = await anAutomation(api, team.admin.rw, team.spaceId, dealUpdatedBody());
    const { secret: _secret, signing_secret: _signing, ...action } = created.actions[0];
    const expected = { ...created, actions: [action] };
    for (const token of [team.owner.read, team.admin.rw, team.member.read, spaceKey]) {
      expect(await api.call('GET', automationPath(team.spaceId, created.id), { token })).toEqual({
        status: 200,
        body: expected,
      });
    }
    const incoming = await anAutomation(api, team.admin.rw, team.spaceId, webhookReceivedBody());
    const read = await api.call('GET', automationPath(team.spaceId, incoming.id), { token: team.owner.rw });
    expect(read.body).not.toHaveProperty('signing_key');
  });

  it('an unknown or malformed id is 404', async () => {
    for (const id of ['aut_0000000000000000000000', 'nope']) {
      expect(await api.call('GET', automationPath(team.spaceId, id), { token: team.owner.read })).toEqual({
        status: 404,
        body: automationNotFound,
      });
    }
  });
});

describe('PATCH /v1/spaces/{space}/automations/{id}', () => {
  const patch = (id: string, body: unknown, token = team.admin.rw) =>
    api.call('PATCH', automationPath(team.spaceId, id), { token, body });

  it('renames, disables and enables again', async () => {
    const created = await anAutomation(api, team.admin.rw, team.spaceId, dealUpdatedBody());
    const renamed = await patch(created.id, { name: ' Renamed ' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Renamed', enabled: true, trigger: created.trigger });
    expect(renamed.body.actions[0]).not.toHaveProperty('secret');
    expect(renamed.body.actions[0]).not.toHaveProperty('signing_secret');
    expect((await patch(created.id, { enabled: false })).body).toMatchObject({
      name: 'Renamed',
      enabled: false,
    });
    expect((await patch(created.id, { enabled: true })).body.enabled).toBe(true);
    const read = await api.call('GET', automationPath(team.spaceId, created.id), { token: team.member.read });
    expect(read.body).toMatchObject({ name: 'Renamed', enabled: true });
  });

  it('replaces the conditions of a webhook_received automation, and refuses an unknown field by its path', async () => {
    const created = await anAutomation(api, team.admin.rw, team.spaceId, webhookReceivedBody());
    const conditions = [{ field: 'deal.price', op: 'greater', value: 10000 }];
    const replaced = await patch(created.id, { trigger: { conditions } });
    expect(replaced.body.trigger).toEqual({ type: 'webhook_received', conditions, require_signature: false });
    const unknown = { trigger: { conditions: [{ field: 'payload.colour', op: 'equals', value: 'red' }] } };
    const refused = await patch(created.id, unknown);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toEqual([
      {
        path: ['trigger', 'conditions', '0', 'field'],
        message: `must be one of ${RECEIVED_CONDITION_FIELDS.join(', ')}`,
      },
    ]);
    expect((await storedAutomation(database, created.id)).conditions).toEqual(conditions);
  });

  it('replaces the conditions, and null clears them', async () => {
    const created = await anAutomation(api, team.admin.rw, team.spaceId, dealUpdatedBody());
    const conditions = [{ field: 'price', op: 'greater', value: 10000 }];
    const replaced = await patch(created.id, { trigger: { conditions } });
    expect(replaced.body.trigger).toEqual({ type: 'deal_updated', conditions });
    const cleared = await patch(created.id, { trigger: { type: 'deal_updated', conditions: null } });
    expect(cleared.body.trigger).toEqual({ type: 'deal_updated', conditions: [] });
  });

  it('replaces the actions: kept ids keep their secret, new ones show theirs once, left-out ones go', async () => {
    const created = await anAutomation(api, team.admin.rw, team.spaceId, {
      ...dealUpdatedBody(),
      actions: [
        { type: 'send_webhook', url: 'https://one.example.com/hook' },
        { type: 'send_webhook', url: 'https://two.example.com/hook' },
      ],
    });
    const [one, two] = created.actions;
    const replaced = await patch(created.id, {
      actions: [
        { id: one.id, type: 'send_webhook', url: 'https://one.example.com/moved', message: 'Hi $name' },
        { type: 'send_webhook', url: 'https://three.example.com/hook' },
      ],
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.actions).toEqual([
      {
        id: one.id,
        type: 'send_webhook',
        url: 'https://one.example.com/moved',
        message: 'Hi $name',
        endpoint: HEALTHY_ENDPOINT_JSON,
      },
      {
        id: expect.stringMatching(ACTION_ID),
        type: 'send_webhook',
        url: 'https://three.example.com/hook',
        message: null,
        secret: expect.stringMatching(SECRET),
        signing_secret: expect.stringMatching(SIGNING_SECRET),
        endpoint: HEALTHY_ENDPOINT_JSON,
      },
    ]);
    const stored = await storedAutomation(database, created.id);
    expect(stored.actions.map((a) => a.id)).toEqual([one.id, replaced.body.actions[1].id]);
    expect(stored.actions.map((a) => (a.type === 'send_webhook' ? a.secret : null))).toEqual([
      one.secret,
      replaced.body.actions[1].secret,
    ]);
    expect(stored.actions.map((a) => a.id)).not.toContain(two.id);
    expect(replaced.body.updated_at).toBeGreaterThanOrEqual(created.updated_at);
  });

  it('keeps the update_deal action of an incoming automation by id and changes its fields', async () => {
    const created = await anAutomation(api, team.admin.rw, team.spaceId, webhookReceivedBody());
    const action = created.actions[0];
    const changed = await patch(created.id, {
      actions: [{ id: action.id, type: 'update_deal', fields: ['status'] }],
    });
    expect(changed.body.actions).toEqual([{ id: action.id, type: 'update_deal', fields: ['status'] }]);
    expect(changed.body).not.toHaveProperty('signing_key');
    expect((await storedAutomation(database, created.id)).signingKey).toBe(created.signing_key);
  });

  it('a request that changes nothing writes nothing', async () => {
    const created = await anAutomation(api, team.admin.rw, team.spaceId, dealUpdatedBody());
    await new Promise((resolve) => setTimeout(resolve, 5));
    const { secret: _secret, signing_secret: _signing, ...action } = created.actions[0];
    const same = await patch(created.id, {
      name: created.name,
      enabled: true,
      trigger: created.trigger,
      actions: [action],
    });
    expect(same.status).toBe(200);
    expect(same.body.updated_at).toBe(created.updated_at);
    expect((await patch(created.id, {})).body.updated_at).toBe(created.updated_at);
  });

  it('refuses a changed trigger type, an unknown action id, an unknown field and a bad name', async () => {
    const created = await anAutomation(api, team.admin.rw, team.spaceId, dealUpdatedBody());
    const body = {
      name: '',
      trigger: { type: 'webhook_received' },
      actions: [{ id: 'act_0000000000000000000000', type: 'send_webhook', url: 'https://x.example.com/' }],
      colour: 'red',
    };
    expect(await patch(created.id, body)).toEqual(
      invalid(body, [
        { path: ['colour'], message: 'is not a known field' },
        { path: ['name'], message: 'must not be blank' },
        { path: ['trigger', 'type'], message: 'cannot be changed; create a new automation instead' },
        { path: ['actions', '0', 'id'], message: 'matches no send_webhook action of this automation' },
      ]),
    );
    expect(await patch(created.id, ['name'])).toEqual(
      invalid({}, [{ path: [], message: 'body must be a JSON object' }]),
    );
  });

  it('plain members and the space key get 404; another space’s automation is 404', async () => {
    const created = await anAutomation(api, team.admin.rw, team.spaceId, dealUpdatedBody());
    for (const token of [team.member.rw, spaceKey]) {
      expect(await patch(created.id, { name: 'x' }, token)).toEqual({
        status: 404,
        body: automationNotFound,
      });
    }
    const theirs = await anAutomation(api, stranger.rw, stranger.ownSpaceId, dealUpdatedBody());
    expect(await patch(theirs.id, { name: 'mine' }, team.owner.rw)).toEqual({
      status: 404,
      body: automationNotFound,
    });
    expect((await storedAutomation(database, theirs.id)).name).toBe('Ask the auditor');
  });
});

describe('DELETE /v1/spaces/{space}/automations/{id}', () => {
  it('deletes it (204); a second delete and a read are 404', async () => {
    const created = await anAutomation(api, team.admin.rw, team.spaceId, dealUpdatedBody());
    const path = automationPath(team.spaceId, created.id);
    expect(await api.call('DELETE', path, { token: team.member.rw })).toEqual({
      status: 404,
      body: automationNotFound,
    });
    expect(await api.call('DELETE', path, { token: team.owner.rw })).toEqual({ status: 204, body: null });
    expect(await api.call('DELETE', path, { token: team.owner.rw })).toEqual({
      status: 404,
      body: automationNotFound,
    });
    expect(await api.call('GET', path, { token: team.owner.rw })).toEqual({
      status: 404,
      body: automationNotFound,
    });
  });
});

describe('every automation route, for each id out of reach (BOLA)', () => {
  it('answers 404 for another space’s automation through the caller’s own space, and 404 for the other space', async () => {
    const theirs = await anAutomation(api, stranger.rw, stranger.ownSpaceId, dealUpdatedBody());
    const theirsIn = await anAutomation(api, stranger.rw, stranger.ownSpaceId, webhookReceivedBody());
    const routes: Array<[string, string, unknown?]> = [
      ['GET', ''],
      ['PATCH', '', { name: 'x' }],
      ['DELETE', ''],
      ['GET', '/incoming'],
      ['POST', '/rotate-signing-key'],
      ['POST', `/actions/${theirs.actions[0].id}/rotate-secret`],
      ['POST', '/send-test'],
      ['POST', '/test-receive', { payload: {} }],
      ['GET', '/deliveries'],
      ['POST', '/deliveries/dlv_0000000000000000000000/redeliver'],
    ];
    for (const [method, rest, body] of routes) {
      for (const id of [theirs.id, theirsIn.id]) {
        const own = await api.call(method, automationPath(team.spaceId, id, rest), {
          token: team.owner.rw,
          body,
        });
        expect({ method, rest, own }).toEqual({
          method,
          rest,
          own: { status: 404, body: automationNotFound },
        });
        const other = await api.call(method, automationPath(stranger.ownSpaceId, id, rest), {
          token: team.owner.rw,
          body,
        });
        expect({ method, rest, other }).toEqual({
          method,
          rest,
          other: { status: 404, body: spaceNotFound },
        });
      }
    }
    const still = await api.call('GET', automationPath(stranger.ownSpaceId, theirs.id), {
      token: stranger.read,
    });
    expect(still.status).toBe(200);
  });
});

describe('read scope (SPEC §5.1)', () => {
  it('every mutation with a read token is 403, and changes nothing', async () => {
    const created = await anAutomation(api, team.owner.rw, team.spaceId, dealUpdatedBody());
    const routes: Array<[string, string, unknown?]> = [
      ['POST', automationsOf(team.spaceId), dealUpdatedBody()],
      ['PATCH', automationPath(team.spaceId, created.id), { name: 'x' }],
      ['DELETE', automationPath(team.spaceId, created.id)],
      ['POST', automationPath(team.spaceId, created.id, '/rotate-signing-key')],
      ['POST', automationPath(team.spaceId, created.id, `/actions/${created.actions[0].id}/rotate-secret`)],
      ['POST', automationPath(team.spaceId, created.id, '/send-test')],
      ['POST', automationPath(team.spaceId, created.id, '/test-receive'), { payload: {} }],
      ['POST', automationPath(team.spaceId, created.id, '/deliveries/dlv_0000000000000000000000/redeliver')],
    ];
    for (const [method, path, body] of routes) {
      for (const token of [team.owner.read, team.admin.read]) {
        const refused = await api.call(method, path, { token, body });
        expect({ method, path, refused }).toEqual({ method, path, refused: { status: 403, body: readOnly } });
      }
    }
    const stored = await storedAutomation(database, created.id);
    expect(stored.name).toBe('Ask the auditor');
    expect(stored.actions.map((a) => (a.type === 'send_webhook' ? a.secret : null))).toEqual([
      created.actions[0].secret,
    ]);
  });
});
