import type { Database } from '@deal/persistence';
import {
  aDeal,
  anAutomation,
  dealUpdatedBody,
  moveDeal,
  repositoriesOf,
  storedAutomation,
  webhookReceivedBody,
  type ApiJson,
} from '../../../api/src/automations/testing/automation.fixtures';
import { startReceiver, type WebhookReceiver } from '../../../api/src/automations/testing/webhook-receiver';
import type { TestApi } from '../../../api/src/testing/api-test-app';
import { WebClient } from '../testing/web-client';
import { outboxCounts, pagesOf, textOf } from './testing/automations-web.fixture';
import { startWebTestbed, type WebTeam, type WebTestbed } from '../testing/web-team';

jest.setTimeout(30_000);

let database: Database;
let api: TestApi;
let team: WebTeam;
let testbed: WebTestbed | undefined;
let admin: WebClient;
let member: WebClient;
let pages: ReturnType<typeof pagesOf>;
let incoming: ApiJson;
let deal: ApiJson;
const receivers: WebhookReceiver[] = [];

beforeAll(async () => {
  testbed = await startWebTestbed();
  ({ database, api, team } = testbed);
  admin = await WebClient.signedIn(api.url, team.admin.email);
  member = await WebClient.signedIn(api.url, team.member.email);
  pages = pagesOf(team.spaceId);
  incoming = await anAutomation(api, team.admin.rw, team.spaceId, webhookReceivedBody(['status', 'name']));
  deal = await aDeal(api, team.owner.rw, team.spaceId, { name: 'Acme renewal' });
  await moveDeal(api, team.owner.rw, deal.id, 'pending');
}, 60_000);

afterAll(async () => {
  await Promise.all(receivers.map((receiver) => receiver.close()));
  await testbed?.close();
});

async function receiver(status: number): Promise<WebhookReceiver> {
  const started = await startReceiver(status);
  receivers.push(started);
  return started;
}

describe('Send test', () => {
  it('posts the sample to a real receiver and shows its status and latency, writing nothing', async () => {
    const ok = await receiver(200);
    const failing = await receiver(500);
    const body = dealUpdatedBody(ok.url, {
      actions: [
        { type: 'send_webhook', url: ok.url },
        { type: 'send_webhook', url: failing.url },
      ],
    });
    const automation = await anAutomation(api, team.admin.rw, team.spaceId, body);
    const before = await outboxCounts(database);
    await admin.get(pages.one(automation.id));
    const tested = await admin.post(pages.one(automation.id, '/send-test'), { deal_id: deal.id });
    expect(tested.status).toBe(200);
    const rows = [
      ...tested.html.matchAll(
        /<tr><td class="mono">([^<]+)<\/td><td>(.*?)<\/td><td>(\d+)<\/td><td>(\d+) ms<\/td><\/tr>/g,
      ),
    ];
    expect(rows.map(([, url, outcome, code]) => [url, outcome?.includes('Delivered'), code])).toEqual([
      [ok.url, true, '200'],
      [failing.url, false, '500'],
    ]);
    expect(tested.html).toContain('HTTP 500');
    expect(ok.received).toHaveLength(1);
    expect(ok.received[0]?.headers['x-service-webhook']).toBe(automation.actions[0].secret);
    expect(JSON.parse(ok.received[0]?.body ?? '{}')).toMatchObject({ deal: { id: deal.id } });
    expect(await outboxCounts(database)).toEqual(before);
  });

  it('is not for members', async () => {
    const automation = await anAutomation(api, team.admin.rw, team.spaceId, dealUpdatedBody());
    await member.get(pages.one(automation.id));
    expect((await member.post(pages.one(automation.id, '/send-test'))).status).toBe(404);
  });
});

describe('the incoming webhook panel', () => {
  it('shows the endpoint, sample and curl command, and the key only after Reveal', async () => {
    const key = (await storedAutomation(database, incoming.id)).signingKey ?? 'missing';
    const panel = await admin.get(pages.one(incoming.id, '/incoming'));
    expect(panel.status).toBe(200);
    const text = textOf(panel.html);
    expect(text).toContain(`http://localhost:3001/spaces/${team.spaceId}/webhook-in`);
    expect(text).toContain(`"id": "${deal.id}"`);
    expect(text).toContain("-H 'X-Service-Webhook: YOUR_SIGNING_KEY'");
    expect(text).toContain("-H 'Content-Type: application/json'");
    expect(text).toContain(`--data '{"id":"${deal.id}","status":"approved"}'`);
    expect(panel.html).toContain('data-copy="curl-command"');
    expect(panel.html).not.toContain(key);
    const revealed = await admin.post(pages.one(incoming.id, '/incoming/reveal'));
    expect(revealed.status).toBe(200);
    expect(revealed.html).toContain(`value="${key}"`);
    expect(textOf(revealed.html)).toContain(`-H 'X-Service-Webhook: ${key}'`);
  });

  it('shows how to sign when the automation requires signatures, and never the secret', async () => {
    const signed = await anAutomation(api, team.admin.rw, team.spaceId, {
      ...webhookReceivedBody(['status']),
      trigger: { type: 'webhook_received', require_signature: true },
    });
    const panel = await admin.get(pages.one(signed.id, '/incoming'));
    expect(panel.status).toBe(200);
    const text = textOf(panel.html);
    expect(text).toContain('Signed calls (Standard Webhooks)');
    expect(text).toContain('{webhook-id}.{webhook-timestamp}.{body}');
    expect(text).toContain("'webhook-signature': new Webhook(secret).sign(id, timestamp, body)");
    expect(panel.html).toContain('data-copy="signing-sender"');
    expect(panel.html).not.toContain(signed.inbound_signing_secret);
    // The key alone is refused for it, so no curl command with the key is offered.
    expect(panel.html).not.toContain('data-copy="curl-command"');
    expect(text).toContain('the signing key alone is refused');
    const plain = await admin.get(pages.one(incoming.id, '/incoming'));
    expect(textOf(plain.html)).not.toContain('Signed calls (Standard Webhooks)');
  });

  it('rotates the key: the new one is shown and stored, the old one is gone', async () => {
    const old = (await storedAutomation(database, incoming.id)).signingKey ?? 'missing';
    await admin.get(pages.one(incoming.id, '/incoming'));
    const rotated = await admin.post(pages.one(incoming.id, '/incoming/rotate'));
    expect(rotated.status).toBe(200);
    const fresh = (await storedAutomation(database, incoming.id)).signingKey ?? 'missing';
    expect(fresh).not.toBe(old);
    expect(rotated.html).toContain(fresh);
    expect(rotated.html).not.toContain(old);
  });

  it('is a 404 page for members, whatever they try', async () => {
    const key = (await storedAutomation(database, incoming.id)).signingKey;
    expect((await member.get(pages.one(incoming.id, '/incoming'))).status).toBe(404);
    await member.get(pages.one(incoming.id));
    for (const path of ['/incoming/reveal', '/incoming/rotate']) {
      const refused = await member.post(pages.one(incoming.id, path));
      expect(refused.status).toBe(404);
      expect(refused.html).not.toContain(key);
    }
    expect((await storedAutomation(database, incoming.id)).signingKey).toBe(key);
  });
});

describe('Test a received event', () => {
  const snapshot = async () => ({
    deal: (await api.call('GET', `/v1/deal/${deal.id}`, { token: team.owner.read })).body,
    versions: (await api.call('GET', `/v1/deal/${deal.id}/versions`, { token: team.owner.read })).body,
    outbox: await outboxCounts(database),
  });

  it('shows the receipt for a picked deal and an edited payload, and writes nothing', async () => {
    const form = await admin.get(pages.one(incoming.id, '/test-receive'));
    expect(form.status).toBe(200);
    expect(form.html).toContain(`<option value="${deal.id}" selected>`);
    expect(textOf(form.html)).toContain('"status": "approved"');
    const before = await snapshot();
    const tested = await admin.post(pages.one(incoming.id, '/test-receive'), {
      deal_id: deal.id,
      payload: '{"status": "approved", "name": "Acme renewal 2", "probability": 0.5}',
    });
    expect(tested.status).toBe(200);
    const text = textOf(tested.html);
    expect(text).toContain(`Yes: <a href="/${team.spaceId}/deals/${deal.id}">${deal.id}</a>`);
    expect(text).toContain(
      '<tr><td>status</td><td class="mono">"pending"</td><td class="mono">"approved"</td></tr>',
    );
    expect(text).toContain(
      '<tr><td>name</td><td class="mono">"Acme renewal"</td><td class="mono">"Acme renewal 2"</td></tr>',
    );
    // The action applies status and name only.
    expect(text).not.toContain('<td>probability</td>');
    expect(text).toContain('None: every received event applies.');
    expect(text).toContain('<dt>Would apply</dt><dd>Yes</dd>');
    expect(await snapshot()).toEqual(before);
  });

  it('lists each condition with whether it matched, and whether the action would apply', async () => {
    const guarded = await anAutomation(api, team.admin.rw, team.spaceId, {
      ...webhookReceivedBody(['status']),
      trigger: {
        type: 'webhook_received',
        conditions: [
          { field: 'payload.status', op: 'in', value: ['approved', 'draft'] },
          { field: 'deal.status', op: 'equals', value: 'draft' },
        ],
      },
    });
    await admin.get(pages.one(guarded.id, '/test-receive'));
    const tested = await admin.post(pages.one(guarded.id, '/test-receive'), {
      deal_id: deal.id,
      payload: '{"status": "approved"}',
    });
    expect(tested.status).toBe(200);
    const text = textOf(tested.html);
    expect(text).toContain('<li>Matched: payload.status is one of (in) approved, draft</li>');
    expect(text).toContain('<li>Not matched: deal.status equals draft</li>');
    expect(text).toContain('<dt>Would apply</dt><dd>No: a condition did not match</dd>');
    expect(text).not.toContain('<td>status</td>');
  });

  it('shows the setup warnings', async () => {
    await admin.get(pages.one(incoming.id, '/test-receive'));
    const tested = await admin.post(pages.one(incoming.id, '/test-receive'), {
      deal_id: '',
      payload: '{"id": "deal_0000000000000000000000", "status": "approved"}',
    });
    expect(tested.status).toBe(200);
    expect(tested.html).toContain('Warning: the id matches no deal');
    const sender = await anAutomation(api, team.admin.rw, team.spaceId, dealUpdatedBody());
    await admin.get(pages.one(sender.id, '/test-receive'));
    const unmapped = await admin.post(pages.one(sender.id, '/test-receive'), {
      deal_id: deal.id,
      payload: '{}',
    });
    expect(unmapped.html).toContain('Warning: no Update Deal action is mapped');
  });

  it('re-renders a payload that is not JSON, or not valid, with 400 and the text kept', async () => {
    await admin.get(pages.one(incoming.id, '/test-receive'));
    const broken = await admin.post(pages.one(incoming.id, '/test-receive'), {
      deal_id: deal.id,
      payload: '{"status":',
    });
    expect(broken.status).toBe(400);
    expect(broken.html).toMatch(/id="payload-error">must be a JSON object/);
    expect(textOf(broken.html)).toContain('{"status":</textarea>');
    const invalid = await admin.post(pages.one(incoming.id, '/test-receive'), {
      deal_id: deal.id,
      payload: '{"status": "maybe"}',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.html).toMatch(/id="payload-error">status: must be one of/);
  });

  it('is a 404 page for members', async () => {
    expect((await member.get(pages.one(incoming.id, '/test-receive'))).status).toBe(404);
    await member.get(pages.one(incoming.id));
    const refused = await member.post(pages.one(incoming.id, '/test-receive'), { payload: '{}' });
    expect(refused.status).toBe(404);
  });
});

describe('the delivery log', () => {
  it('lists a failed delivery with its attempt, and Redeliver queues it again', async () => {
    const automation = await anAutomation(api, team.admin.rw, team.spaceId, dealUpdatedBody());
    const other = await aDeal(api, team.owner.rw, team.spaceId, { name: 'Logged deal' });
    await moveDeal(api, team.owner.rw, other.id, 'pending');
    const repos = repositoriesOf(database);
    const claims = await repos.deliveries.claimDue({ now: Date.now() + 1_000, limit: 50, leaseMs: 60_000 });
    const claim = claims.find((one) => one.automationId === automation.id);
    if (claim === undefined) throw new Error('no delivery was claimed for the automation');
    const recorded = await repos.deliveries.recordAttempt({
      deliveryId: claim.id,
      leaseExpiresAt: claim.leaseExpiresAt,
      attempt: {
        id: 'att_0000000000000000000001',
        startedAt: Date.now(),
        durationMs: 87,
        statusCode: 503,
        error: 'HTTP 503',
      },
      next: { status: 'failed', lastError: 'retries exhausted (last: HTTP 503)' },
      now: Date.now(),
    });
    expect(recorded).toBe(true);
    const log = await admin.get(pages.one(automation.id, '/deliveries'));
    expect(log.status).toBe(200);
    expect(log.html).toContain('Failed');
    expect(log.html).toContain('retries exhausted (last: HTTP 503)');
    expect(log.html).toMatch(/<td>1<\/td><td>[^<]+ UTC<\/td><td>503<\/td><td>HTTP 503<\/td><td>87 ms<\/td>/);
    expect(log.html).toContain(`href="/${team.spaceId}/deals/${other.id}"`);
    const redeliver = pages.one(automation.id, `/deliveries/${claim.id}/redeliver`);
    expect(log.html).toContain(`action="${redeliver}"`);
    const readOnly = await member.get(pages.one(automation.id, '/deliveries'));
    expect(readOnly.status).toBe(200);
    expect(readOnly.html).toContain('HTTP 503');
    expect(readOnly.html).not.toContain('Redeliver');
    expect((await member.post(redeliver)).status).toBe(404);
    expect(await admin.post(redeliver)).toMatchObject({
      status: 303,
      location: pages.one(automation.id, '/deliveries?redelivered=1'),
    });
    expect((await repos.deliveries.findById(claim.id))?.status).toBe('pending');
    const after = await admin.get(pages.one(automation.id, '/deliveries?redelivered=1'));
    expect(after.html).toContain('queued again');
    expect(after.html).toContain('Pending');
    expect(after.html).not.toContain(`action="${redeliver}"`);
    expect((await admin.post(redeliver)).status).toBe(409);
  });
});

describe('Recover failed deliveries since …', () => {
  it('queues every delivery that failed since the time given (UTC), once, from the delivery log', async () => {
    const automation = await anAutomation(api, team.admin.rw, team.spaceId, dealUpdatedBody());
    for (const name of ['Recovered one', 'Recovered two']) {
      const other = await aDeal(api, team.owner.rw, team.spaceId, { name });
      await moveDeal(api, team.owner.rw, other.id, 'pending');
    }
    const repos = repositoriesOf(database);
    const claims = (
      await repos.deliveries.claimDue({ now: Date.now() + 1_000, limit: 50, leaseMs: 60_000 })
    ).filter((one) => one.automationId === automation.id);
    expect(claims).toHaveLength(2);
    const failedAt = Date.now() - 60_000;
    for (const [index, claim] of claims.entries()) {
      await repos.deliveries.recordAttempt({
        deliveryId: claim.id,
        leaseExpiresAt: claim.leaseExpiresAt,
        attempt: {
          id: `att_00000000000000000000r${index}`,
          startedAt: failedAt,
          durationMs: 10,
          statusCode: 503,
          error: 'HTTP 503',
        },
        next: { status: 'failed', lastError: 'retries exhausted (last: HTTP 503)' },
        now: failedAt,
      });
    }
    const recover = pages.one(automation.id, '/deliveries/recover');
    const log = await admin.get(pages.one(automation.id, '/deliveries'));
    expect(log.html).toContain(`action="${recover}"`);
    expect(log.html).toContain('Recover failed deliveries since');
    expect(log.html).toContain(`name="action_id" value="${automation.actions[0].id}"`);
    const readOnly = await member.get(pages.one(automation.id, '/deliveries'));
    expect(readOnly.html).not.toContain(`action="${recover}"`);
    const since = new Date(failedAt - 60_000).toISOString().slice(0, 16);
    const action_id = automation.actions[0].id;
    expect((await member.post(recover, { action_id, since })).status).toBe(404);
    const future = new Date(Date.now() + 3_600_000).toISOString().slice(0, 16);
    const refused = await admin.post(recover, { action_id, since: future });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain('Choose a time in the past, within the delivery log’s retention.');
    const garbled = await admin.post(recover, { action_id, since: 'yesterday' });
    expect(garbled.status).toBe(400);
    expect(garbled.html).toContain('Enter a date and time (UTC).');
    expect(
      await Promise.all(claims.map(async (claim) => (await repos.deliveries.findById(claim.id))?.status)),
    ).toEqual(['failed', 'failed']);
    expect(await admin.post(recover, { action_id, since })).toMatchObject({
      status: 303,
      location: pages.one(automation.id, '/deliveries?recovered=2'),
    });
    expect(
      await Promise.all(claims.map(async (claim) => (await repos.deliveries.findById(claim.id))?.status)),
    ).toEqual(['pending', 'pending']);
    const after = await admin.get(pages.one(automation.id, '/deliveries?recovered=2'));
    expect(after.html).toContain('2 failed deliveries are queued again and will be sent shortly.');
    expect(await admin.post(recover, { action_id, since })).toMatchObject({
      status: 303,
      location: pages.one(automation.id, '/deliveries?recovered=0'),
    });
  });
});
