import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../libs/persistence/src/testing/test-database';
import { aTeam, type Team } from '../members/testing/team.fixture';
import { startTestApi, type TestApi } from '../testing/api-test-app';
import {
  anAutomation,
  automationPath,
  automationsOf,
  dealUpdatedBody,
  storedAutomation,
  webhookReceivedBody,
} from './testing/automation.fixtures';

/**
 * `trigger.require_signature` and the Webhook Received automation's own Standard Webhooks secret
 * (issue "Integrations an audit system can trust", item 7; docs/webhook-in.md "Signed calls"):
 * generated when signatures are turned on, shown once, rotated by its own route.
 */

const WHSEC = /^whsec_[A-Za-z0-9+/]{43}=$/;

let database: Database;
let api: TestApi;
let team: Team;

beforeAll(async () => {
  database = await openTestDatabase();
  api = await startTestApi(database);
  team = await aTeam(database);
}, 60_000);

afterAll(async () => {
  await api?.close();
  await database?.close();
});

const signedBody = () => ({
  ...webhookReceivedBody(),
  trigger: { type: 'webhook_received', require_signature: true },
});

describe('trigger.require_signature', () => {
  it('creates the automation with its own signing secret, shown once; reads never show it', async () => {
    const created = await anAutomation(api, team.admin.rw, team.spaceId, signedBody());
    expect(created.trigger).toEqual({ type: 'webhook_received', conditions: [], require_signature: true });
    expect(created.inbound_signing_secret).toMatch(WHSEC);
    expect((await storedAutomation(database, created.id)).inboundSigningSecret).toBe(
      created.inbound_signing_secret,
    );
    const read = await api.call('GET', automationPath(team.spaceId, created.id), { token: team.admin.rw });
    expect(read.status).toBe(200);
    expect(read.body).not.toHaveProperty('inbound_signing_secret');
    expect(read.body.trigger.require_signature).toBe(true);
    const plain = await anAutomation(api, team.admin.rw, team.spaceId, webhookReceivedBody());
    expect(plain.trigger).toEqual({ type: 'webhook_received', conditions: [], require_signature: false });
    expect(plain).not.toHaveProperty('inbound_signing_secret');
  });

  it('turned on by an update: a secret shown in that answer only; off drops it', async () => {
    const created = await anAutomation(api, team.admin.rw, team.spaceId, webhookReceivedBody());
    const path = automationPath(team.spaceId, created.id);
    const on = await api.call('PATCH', path, {
      token: team.admin.rw,
      body: { trigger: { require_signature: true } },
    });
    expect(on.status).toBe(200);
    expect(on.body.inbound_signing_secret).toMatch(WHSEC);
    const again = await api.call('PATCH', path, {
      token: team.admin.rw,
      body: { trigger: { require_signature: true } },
    });
    expect(again.body).not.toHaveProperty('inbound_signing_secret');
    expect((await storedAutomation(database, created.id)).inboundSigningSecret).toBe(
      on.body.inbound_signing_secret,
    );
    const off = await api.call('PATCH', path, {
      token: team.admin.rw,
      body: { trigger: { require_signature: false } },
    });
    expect(off.body.trigger.require_signature).toBe(false);
    const [row] = await database.dataSource.query(
      `SELECT inbound_signing_secret FROM automations WHERE id = $1`,
      [created.id],
    );
    expect(row).toEqual({ inbound_signing_secret: null });
  });

  it('refuses a bad value and a deal_updated trigger with the SPEC §7 400 naming the field; nothing written', async () => {
    const before = (await api.call('GET', automationsOf(team.spaceId), { token: team.admin.rw })).body.items
      .length;
    const wrongType = await api.call('POST', automationsOf(team.spaceId), {
      token: team.admin.rw,
      body: { ...webhookReceivedBody(), trigger: { type: 'webhook_received', require_signature: 'yes' } },
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error).toEqual([
      { path: ['trigger', 'require_signature'], message: 'must be true or false' },
    ]);
    const outgoing = dealUpdatedBody();
    const onDealUpdated = await api.call('POST', automationsOf(team.spaceId), {
      token: team.admin.rw,
      body: { ...outgoing, trigger: { ...outgoing.trigger, require_signature: true } },
    });
    expect(onDealUpdated.status).toBe(400);
    expect(onDealUpdated.body.error).toEqual([
      { path: ['trigger', 'require_signature'], message: 'applies only to a webhook_received trigger' },
    ]);
    const after = (await api.call('GET', automationsOf(team.spaceId), { token: team.admin.rw })).body.items
      .length;
    expect(after).toBe(before);
  });
});

describe('POST /v1/spaces/{space}/automations/{id}/rotate-inbound-signing-secret', () => {
  it('replaces the secret and shows the new one once; 409 without signatures; 404 for members', async () => {
    const created = await anAutomation(api, team.admin.rw, team.spaceId, signedBody());
    const path = automationPath(team.spaceId, created.id, '/rotate-inbound-signing-secret');
    const rotated = await api.call('POST', path, { token: team.owner.rw });
    expect(rotated.status).toBe(200);
    expect(rotated.body.inbound_signing_secret).toMatch(WHSEC);
    expect(rotated.body.inbound_signing_secret).not.toBe(created.inbound_signing_secret);
    expect(rotated.body).not.toHaveProperty('signing_key');
    expect((await storedAutomation(database, created.id)).inboundSigningSecret).toBe(
      rotated.body.inbound_signing_secret,
    );
    expect(await api.call('POST', path, { token: team.member.rw })).toEqual({
      status: 404,
      body: { message: 'automation not found' },
    });
    const plain = await anAutomation(api, team.admin.rw, team.spaceId, webhookReceivedBody());
    expect(
      await api.call('POST', automationPath(team.spaceId, plain.id, '/rotate-inbound-signing-secret'), {
        token: team.admin.rw,
      }),
    ).toEqual({
      status: 409,
      body: { message: 'only a webhook_received automation that requires signatures has a signing secret' },
    });
  });
});
