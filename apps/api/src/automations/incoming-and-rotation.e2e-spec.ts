import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../libs/persistence/src/testing/test-database';
import { aTeam, type Team } from '../members/testing/team.fixture';
import { insertCredential } from '../testing/credential-fixtures';
import { startTestApi, testConfig, type TestApi } from '../testing/api-test-app';
import {
  HEALTHY_ENDPOINT_JSON,
  SECRET,
  SIGNING_SECRET,
  SIGNING_KEY,
  aDeal,
  anAutomation,
  automationPath,
  dealUpdatedBody,
  storedAutomation,
  webhookReceivedBody,
} from './testing/automation.fixtures';

let database: Database;
let api: TestApi;
let team: Team;
let spaceKey: string;

const automationNotFound = { message: 'automation not found' };

beforeAll(async () => {
  database = await openTestDatabase();
  api = await startTestApi(database, testConfig({ webhookInUrl: 'https://hooks.example.test/in/' }));
  team = await aTeam(database);
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

describe('GET /v1/spaces/{space}/automations/{id}/incoming', () => {
  it('shows owners and admins the endpoint URL, the signing key and a sample payload', async () => {
    const created = await anAutomation(api, team.owner.rw, team.spaceId, webhookReceivedBody());
    const placeholder = {
      automation_id: created.id,
      endpoint_url: `https://hooks.example.test/in/spaces/${team.spaceId}/webhook-in`,
      signing_key: created.signing_key,
      require_signature: false,
      sample_payload: { id: 'deal_sample', status: 'approved' },
    };
    for (const token of [team.owner.read, team.admin.rw]) {
      expect(await api.call('GET', automationPath(team.spaceId, created.id, '/incoming'), { token })).toEqual(
        {
          status: 200,
          body: placeholder,
        },
      );
    }
    const deal = await aDeal(api, team.owner.rw, team.spaceId);
    const withDeal = await api.call('GET', automationPath(team.spaceId, created.id, '/incoming'), {
      token: team.admin.read,
    });
    expect(withDeal.body.sample_payload).toEqual({ id: deal.id, status: 'approved' });
  });

  it('plain members and the space key get 404: the signing key is for admins only', async () => {
    const created = await anAutomation(api, team.owner.rw, team.spaceId, webhookReceivedBody());
    for (const token of [team.member.rw, spaceKey]) {
      expect(await api.call('GET', automationPath(team.spaceId, created.id, '/incoming'), { token })).toEqual(
        {
          status: 404,
          body: automationNotFound,
        },
      );
    }
  });

  it('a deal_updated automation has no incoming webhook: 409', async () => {
    const created = await anAutomation(api, team.owner.rw, team.spaceId, dealUpdatedBody());
    expect(
      await api.call('GET', automationPath(team.spaceId, created.id, '/incoming'), { token: team.owner.rw }),
    ).toEqual({
      status: 409,
      body: { message: 'only a webhook_received automation has an incoming webhook' },
    });
  });
});

describe('POST /v1/spaces/{space}/automations/{id}/rotate-signing-key', () => {
  it('replaces the key, shows the new one once, and the panel shows it from then on', async () => {
    const created = await anAutomation(api, team.owner.rw, team.spaceId, webhookReceivedBody());
    const path = automationPath(team.spaceId, created.id, '/rotate-signing-key');
    const rotated = await api.call('POST', path, { token: team.admin.rw });
    expect(rotated).toEqual({
      status: 200,
      body: {
        ...created,
        signing_key: expect.stringMatching(SIGNING_KEY),
        updated_at: expect.any(Number),
      },
    });
    expect(rotated.body.signing_key).not.toBe(created.signing_key);
    expect((await storedAutomation(database, created.id)).signingKey).toBe(rotated.body.signing_key);
    const panel = await api.call('GET', automationPath(team.spaceId, created.id, '/incoming'), {
      token: team.owner.read,
    });
    expect(panel.body.signing_key).toBe(rotated.body.signing_key);
  });

  it('members and keys get 404; a deal_updated automation is 409', async () => {
    const incoming = await anAutomation(api, team.owner.rw, team.spaceId, webhookReceivedBody());
    for (const token of [team.member.rw, spaceKey]) {
      expect(
        await api.call('POST', automationPath(team.spaceId, incoming.id, '/rotate-signing-key'), { token }),
      ).toEqual({
        status: 404,
        body: automationNotFound,
      });
    }
    expect((await storedAutomation(database, incoming.id)).signingKey).toBe(incoming.signing_key);
    const outgoing = await anAutomation(api, team.owner.rw, team.spaceId, dealUpdatedBody());
    expect(
      await api.call('POST', automationPath(team.spaceId, outgoing.id, '/rotate-signing-key'), {
        token: team.owner.rw,
      }),
    ).toEqual({ status: 409, body: { message: 'only a webhook_received automation has a signing key' } });
  });
});

describe('POST /v1/spaces/{space}/automations/{id}/actions/{action_id}/rotate-secret', () => {
  it('replaces one action’s secret, keeping its id and URL; the other action is untouched', async () => {
    const created = await anAutomation(api, team.owner.rw, team.spaceId, {
      ...dealUpdatedBody(),
      actions: [
        { type: 'send_webhook', url: 'https://one.example.com/hook' },
        { type: 'send_webhook', url: 'https://two.example.com/hook' },
      ],
    });
    const [one, two] = created.actions;
    const rotated = await api.call(
      'POST',
      automationPath(team.spaceId, created.id, `/actions/${two.id}/rotate-secret`),
      { token: team.admin.rw },
    );
    expect(rotated.status).toBe(200);
    expect(rotated.body.actions).toEqual([
      { id: one.id, type: 'send_webhook', url: one.url, message: null, endpoint: HEALTHY_ENDPOINT_JSON },
      {
        id: two.id,
        type: 'send_webhook',
        url: two.url,
        message: null,
        secret: expect.stringMatching(SECRET),
        endpoint: HEALTHY_ENDPOINT_JSON,
      },
    ]);
    expect(rotated.body.actions[1].secret).not.toBe(two.secret);
    const signing = (await storedAutomation(database, created.id)).actions.map((a) =>
      a.type === 'send_webhook' ? a.signingSecret : null,
    );
    expect(signing).toEqual([one.signing_secret, two.signing_secret]);
    const stored = await storedAutomation(database, created.id);
    expect(stored.actions.map((a) => (a.type === 'send_webhook' ? a.secret : null))).toEqual([
      one.secret,
      rotated.body.actions[1].secret,
    ]);
  });

  it('an unknown action is 404, an update_deal action 409, a member 404', async () => {
    const outgoing = await anAutomation(api, team.owner.rw, team.spaceId, dealUpdatedBody());
    const incoming = await anAutomation(api, team.owner.rw, team.spaceId, webhookReceivedBody());
    const rotate = (automation: { id: string }, actionId: string, token = team.owner.rw) =>
      api.call('POST', automationPath(team.spaceId, automation.id, `/actions/${actionId}/rotate-secret`), {
        token,
      });
    expect(await rotate(outgoing, 'act_0000000000000000000000')).toEqual({
      status: 404,
      body: { message: 'action not found' },
    });
    // An action of another automation of the same space is not this automation's.
    expect(await rotate(outgoing, incoming.actions[0].id)).toEqual({
      status: 404,
      body: { message: 'action not found' },
    });
    expect(await rotate(incoming, incoming.actions[0].id)).toEqual({
      status: 409,
      body: { message: 'only a send_webhook action has a secret' },
    });
    expect(await rotate(outgoing, outgoing.actions[0].id, team.member.rw)).toEqual({
      status: 404,
      body: automationNotFound,
    });
  });
});

describe('POST /v1/spaces/{space}/automations/{id}/actions/{action_id}/rotate-signing-secret', () => {
  const rotate = (automation: { id: string }, actionId: string, token = team.owner.rw) =>
    api.call(
      'POST',
      automationPath(team.spaceId, automation.id, `/actions/${actionId}/rotate-signing-secret`),
      {
        token,
      },
    );

  it('answers 200 with the automation and that action’s new signing secret; the old one signs for 24 hours', async () => {
    const created = await anAutomation(api, team.owner.rw, team.spaceId, {
      ...dealUpdatedBody(),
      actions: [
        { type: 'send_webhook', url: 'https://one.example.com/hook' },
        { type: 'send_webhook', url: 'https://two.example.com/hook' },
      ],
    });
    const [one, two] = created.actions;
    const before = Date.now();
    const rotated = await rotate(created, two.id, team.admin.rw);
    expect(rotated.status).toBe(200);
    expect(rotated.body.actions).toEqual([
      { id: one.id, type: 'send_webhook', url: one.url, message: null, endpoint: HEALTHY_ENDPOINT_JSON },
      {
        id: two.id,
        type: 'send_webhook',
        url: two.url,
        message: null,
        signing_secret: expect.stringMatching(SIGNING_SECRET),
        endpoint: HEALTHY_ENDPOINT_JSON,
      },
    ]);
    const fresh = rotated.body.actions[1].signing_secret;
    expect(fresh).not.toBe(two.signing_secret);
    const stored = await storedAutomation(database, created.id);
    const [keptOne, rotatedTwo] = stored.actions;
    expect(keptOne).toMatchObject({
      secret: one.secret,
      signingSecret: one.signing_secret,
      previousSigningSecret: null,
    });
    expect(rotatedTwo).toMatchObject({ secret: two.secret, signingSecret: fresh });
    const until = rotatedTwo?.type === 'send_webhook' ? (rotatedTwo.previousSigningSecret?.until ?? 0) : 0;
    expect(rotatedTwo).toMatchObject({ previousSigningSecret: { secret: two.signing_secret } });
    expect(until).toBeGreaterThanOrEqual(before + 24 * 60 * 60 * 1000);
    expect(until).toBeLessThanOrEqual(Date.now() + 24 * 60 * 60 * 1000);
    // Reads never show it again.
    const read = await api.call('GET', automationPath(team.spaceId, created.id), { token: team.owner.rw });
    expect(JSON.stringify(read.body)).not.toContain('signing_secret');
  });

  it('an unknown action is 404, an update_deal action 409, a member 404, a read token 403', async () => {
    const outgoing = await anAutomation(api, team.owner.rw, team.spaceId, dealUpdatedBody());
    const incoming = await anAutomation(api, team.owner.rw, team.spaceId, webhookReceivedBody());
    expect(await rotate(outgoing, 'act_0000000000000000000000')).toEqual({
      status: 404,
      body: { message: 'action not found' },
    });
    expect(await rotate(outgoing, incoming.actions[0].id)).toEqual({
      status: 404,
      body: { message: 'action not found' },
    });
    expect(await rotate(incoming, incoming.actions[0].id)).toEqual({
      status: 409,
      body: { message: 'only a send_webhook action has a secret' },
    });
    expect(await rotate(outgoing, outgoing.actions[0].id, team.member.rw)).toEqual({
      status: 404,
      body: automationNotFound,
    });
    expect(await rotate(outgoing, outgoing.actions[0].id, team.owner.read)).toEqual({
      status: 403,
      body: { message: 'token scope does not permit writes' },
    });
  });
});
