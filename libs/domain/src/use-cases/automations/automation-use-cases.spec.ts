import type { Automation } from '../../automation/automation';
import type { AttemptOutcome } from '../../outbound-webhooks/delivery/attempt-outcome.policy';
import type { WebhookPost, WebhookSender } from '../../outbound-webhooks/delivery/webhook-sender.port';
import type { DeliveryLogEntry } from '../../outbound-webhooks/outbox/outbox.repository';
import type { Repositories, UnitOfWork } from '../../ports/repositories';
import {
  aDealUpdatedAutomation,
  aSendWebhookAction,
  aWebhookReceivedAutomation,
  CountingSecrets,
} from '../../testing/automation.mother';
import { CountingIds, FakeClock, keyActor, userActor } from '../../testing/credential-fakes';
import { aDeal } from '../../testing/deal.mother';
import { InMemoryMembers } from '../../testing/in-memory-memberships';
import { createAutomation } from './create-automation.use-case';
import { getAutomation } from './read-automation.use-cases';
import { redeliverDelivery } from './deliveries.use-cases';
import { incomingEndpointUrl } from './incoming-webhook-panel.use-case';
import { rotateActionSecret, rotateSigningSecret } from './rotate-automation-secrets.use-cases';
import { sendTest } from './send-test.use-case';
import { testReceive } from './test-receive.use-case';
import { updateAutomation } from './update-automation.use-case';

const NOW = Date.UTC(2026, 10, 23, 9);
const owner = userActor('usr_owner');
const member = userActor('usr_member');

/** Automations, deals and deliveries of spc_1 (and one automation of spc_2), in memory. */
function setup(automations: Automation[] = [aDealUpdatedAutomation()]) {
  const stored = new Map(automations.map((a) => [a.id, a]));
  const deals = [aDeal({ id: 'deal_1', spaceId: 'spc_1', status: 'pending', externalId: 'AUD-1' })];
  const deliveries = new Map<string, DeliveryLogEntry>();
  const writes: string[] = [];
  const repos = {
    memberships: new InMemoryMembers()
      .withMember('spc_1', 'usr_owner', 'owner')
      .withMember('spc_1', 'usr_member', 'member'),
    automations: {
      findById: async (id: string) => stored.get(id) ?? null,
      countForEdit: async (spaceId: string) => {
        const inSpace = [...stored.values()].filter((a) => a.spaceId === spaceId);
        const webhookActions = inSpace.flatMap((a) => a.actions).filter((a) => a.type === 'send_webhook');
        return { automations: inSpace.length, webhookActions: webhookActions.length };
      },
      insert: async (automation: Automation) => {
        writes.push(`insert ${automation.id}`);
        stored.set(automation.id, automation);
      },
      update: async (automation: Automation) => {
        writes.push(`update ${automation.id}`);
        stored.set(automation.id, automation);
      },
    },
    deals: {
      findById: async (id: string) => deals.find((d) => d.id === id) ?? null,
      findByExternalId: async (spaceId: string, externalId: string) =>
        deals.find((d) => d.spaceId === spaceId && d.externalId === externalId) ?? null,
    },
    deliveries: {
      findById: async (id: string) => deliveries.get(id) ?? null,
      redeliver: async (id: string) => {
        const delivery = deliveries.get(id);
        if (delivery?.status !== 'failed') return false;
        deliveries.set(id, { ...delivery, status: 'pending', attemptCount: 0, lastError: null });
        return true;
      },
    },
  } as unknown as Repositories;
  const uow: UnitOfWork = { repositories: repos, transaction: (work) => work(repos) };
  const deps = {
    uow,
    ids: new CountingIds(),
    secrets: new CountingSecrets(),
    clock: new FakeClock(NOW),
    allowLoopback: true,
    limits: { automationsPerSpace: 3, webhookActionsPerSpace: 4 },
  };
  return { repos, deps, stored, deliveries, writes };
}

describe('reaching an automation', () => {
  it('finds one of the space for members and the key, and hides one of another space', async () => {
    const { repos } = setup([
      aDealUpdatedAutomation(),
      aDealUpdatedAutomation({ id: 'aut_2', spaceId: 'spc_2' }),
    ]);
    expect((await getAutomation(repos, member, 'spc_1', 'aut_1')).ok).toBe(true);
    expect((await getAutomation(repos, keyActor('spc_1'), 'spc_1', 'aut_1')).ok).toBe(true);
    expect(await getAutomation(repos, owner, 'spc_1', 'aut_2')).toEqual({
      ok: false,
      error: { kind: 'NotFound', resource: 'automation' },
    });
    expect(await getAutomation(repos, owner, 'spc_2', 'aut_2')).toEqual({
      ok: false,
      error: { kind: 'NotFound', resource: 'space' },
    });
  });
});

describe('updateAutomation', () => {
  it('writes nothing when nothing changes', async () => {
    const { deps, writes } = setup();
    const result = await updateAutomation(deps, owner, 'spc_1', 'aut_1', {
      name: 'Ask the auditor',
      enabled: true,
    });
    expect(result).toMatchObject({
      ok: true,
      value: { automation: aDealUpdatedAutomation(), secretsShownFor: [] },
    });
    expect(writes).toEqual([]);
  });

  it('shows the secrets of new actions only, in the api’s words for an unknown field', async () => {
    const kept = aSendWebhookAction({ id: 'act_kept' });
    const { deps } = setup([aDealUpdatedAutomation({ actions: [kept] })]);
    const result = await updateAutomation(deps, owner, 'spc_1', 'aut_1', {
      actions: [
        { id: 'act_kept', type: 'send_webhook', url: kept.url },
        { type: 'send_webhook', url: 'https://two.example.com/' },
      ],
    });
    expect(result).toMatchObject({
      ok: true,
      value: { secretsShownFor: ['act_1'], signingSecretsShownFor: ['act_1'], signingKeyShown: false },
    });
    if (result.ok) {
      expect(result.value.automation.actions).toEqual([
        { ...kept, message: null },
        {
          type: 'send_webhook',
          id: 'act_1',
          url: 'https://two.example.com/',
          message: null,
          secret: 'svcwh_test_1',
          signingSecret: 'whsec_test_2',
          previousSigningSecret: null,
        },
      ]);
    }
    expect(await updateAutomation(deps, owner, 'spc_1', 'aut_1', { colour: 'red' })).toEqual({
      ok: false,
      error: { kind: 'Validation', issues: [{ path: ['colour'], message: 'is not a known field' }] },
    });
  });
});

describe('rotateActionSecret', () => {
  it('replaces the header secret at once and keeps everything else, the signing secret included', async () => {
    const { deps, stored } = setup();
    const result = await rotateActionSecret(deps, owner, 'spc_1', 'aut_1', 'act_1');
    expect(result).toMatchObject({
      ok: true,
      value: { secretsShownFor: ['act_1'], signingSecretsShownFor: [] },
    });
    expect(stored.get('aut_1')).toEqual(
      aDealUpdatedAutomation({ actions: [aSendWebhookAction({ secret: 'svcwh_test_1' })], updatedAt: NOW }),
    );
  });
});

describe('rotateSigningSecret', () => {
  it('replaces the signing secret; the old one signs beside it for a day; the header secret stays', async () => {
    const { deps, stored } = setup();
    const before = aSendWebhookAction();
    const result = await rotateSigningSecret(deps, owner, 'spc_1', 'aut_1', 'act_1');
    expect(result).toMatchObject({
      ok: true,
      value: { secretsShownFor: [], signingSecretsShownFor: ['act_1'] },
    });
    const previousSigningSecret = { secret: before.signingSecret, until: NOW + 24 * 60 * 60 * 1000 };
    expect(stored.get('aut_1')).toEqual(
      aDealUpdatedAutomation({
        actions: [aSendWebhookAction({ signingSecret: 'whsec_test_1', previousSigningSecret })],
        updatedAt: NOW,
      }),
    );
  });

  it('answers 404 for an unknown action and 409 for an update_deal action', async () => {
    const { deps } = setup([aWebhookReceivedAutomation()]);
    expect(await rotateSigningSecret(deps, owner, 'spc_1', 'aut_in', 'act_nope')).toEqual({
      ok: false,
      error: { kind: 'NotFound', resource: 'action' },
    });
    const update = aWebhookReceivedAutomation().actions[0];
    expect(await rotateSigningSecret(deps, owner, 'spc_1', 'aut_in', update?.id ?? 'act_in')).toEqual({
      ok: false,
      error: { kind: 'Conflict', message: 'only a send_webhook action has a secret' },
    });
  });
});

describe('sendTest', () => {
  it('posts the sample with each secret and summarises every kind of outcome', async () => {
    const outcomes: AttemptOutcome[] = [
      { kind: 'response', status: 200 },
      { kind: 'response', status: 500 },
      { kind: 'network', code: 'ECONNREFUSED' },
      { kind: 'timeout' },
      { kind: 'refused', reason: 'private address' },
      { kind: 'response', status: 302 },
    ];
    const actions = outcomes.map((_, n) =>
      aSendWebhookAction({ id: `act_${n}`, secret: `whsec_${n}`, url: `https://h${n}.example.com/` }),
    );
    const { repos } = setup([aDealUpdatedAutomation({ actions })]);
    const posts: WebhookPost[] = [];
    const sender: WebhookSender = {
      post: async (request) => {
        posts.push(request);
        return { outcome: outcomes[posts.length - 1] ?? { kind: 'timeout' }, durationMs: 7 };
      },
    };
    const deps = {
      repos,
      sender,
      signer: namingSigner,
      clock: new FakeClock(NOW),
      ids: new CountingIds(),
      appUrl: 'https://app.example.test',
    };
    const result = await sendTest(deps, owner, 'spc_1', 'aut_1', { dealId: null });
    if (!result.ok) throw new Error('send test failed');
    expect(
      result.value.results.map(({ delivered, statusCode, error }) => ({ delivered, statusCode, error })),
    ).toEqual([
      { delivered: true, statusCode: 200, error: null },
      { delivered: false, statusCode: 500, error: 'HTTP 500' },
      { delivered: false, statusCode: null, error: 'network error (ECONNREFUSED)' },
      { delivered: false, statusCode: null, error: 'timed out' },
      { delivered: false, statusCode: null, error: 'target refused: private address' },
      { delivered: false, statusCode: 302, error: 'redirect not followed (HTTP 302)' },
    ]);
    expect(posts.map((p) => p.headers['X-Service-Webhook'])).toEqual(actions.map((a) => a.secret));
    // Standard Webhooks: the same id as X-Service-Delivery, whole seconds, one v1 signature per secret.
    const [first] = posts;
    const id = first?.headers['X-Service-Delivery'];
    expect(first?.headers).toMatchObject({
      'webhook-id': id,
      'webhook-timestamp': String(NOW / 1000),
      'webhook-signature': `v1,sig(${actions[0]?.signingSecret}|${id}.${NOW / 1000}.${first?.body})`,
    });
    expect(JSON.parse(posts[0]?.body ?? '')).toMatchObject({
      event: 'deal_updated',
      changes: {},
      timestamp: '2026-11-23T09:00:00.000Z',
    });
  });

  it('refuses an incoming automation and a deal of another space', async () => {
    const { repos } = setup([aWebhookReceivedAutomation(), aDealUpdatedAutomation()]);
    const sender: WebhookSender = { post: () => Promise.reject(new Error('must not send')) };
    const deps = {
      repos,
      sender,
      signer: namingSigner,
      clock: new FakeClock(NOW),
      ids: new CountingIds(),
      appUrl: 'https://app.example.test',
    };
    expect(await sendTest(deps, owner, 'spc_1', 'aut_in', { dealId: null })).toEqual({
      ok: false,
      error: { kind: 'Conflict', message: 'only a deal_updated automation has send_webhook actions to test' },
    });
    expect(await sendTest(deps, owner, 'spc_1', 'aut_1', { dealId: 'deal_x' })).toEqual({
      ok: false,
      error: { kind: 'NotFound', resource: 'deal' },
    });
  });
});

/** Writes what it signs, so a test reads which secret signed which content. */
const namingSigner = { sign: (secret: string, content: string) => `sig(${secret}|${content})` };

describe('testReceive', () => {
  it('matches the picked deal when the payload names none, and lists the changes', async () => {
    const { repos } = setup([aWebhookReceivedAutomation()]);
    const result = await testReceive(repos, owner, 'spc_1', 'aut_in', {
      deal_id: 'deal_1',
      payload: { status: 'approved' },
    });
    expect(result).toMatchObject({
      ok: true,
      value: {
        payload: { id: 'deal_1', status: 'approved' },
        receipt: {
          deal_matched: true,
          changes: { status: { from: 'pending', to: 'approved' } },
          warnings: [],
        },
      },
    });
  });

  it('lets the payload’s own identifier win over the picked deal', async () => {
    const { repos } = setup([aWebhookReceivedAutomation()]);
    const result = await testReceive(repos, owner, 'spc_1', 'aut_in', {
      deal_id: 'deal_1',
      payload: { external_id: 'NOPE' },
    });
    expect(result).toMatchObject({
      ok: true,
      value: { receipt: { deal_matched: false, warnings: ['the external_id matches no deal'] } },
    });
  });

  it('validates before anything is read: members and strangers learn nothing from a 400', async () => {
    const { repos } = setup([aWebhookReceivedAutomation()]);
    expect(
      await testReceive(repos, userActor('usr_stranger'), 'spc_1', 'aut_in', { payload: { status: 'x' } }),
    ).toMatchObject({
      ok: false,
      error: { kind: 'Validation', issues: [{ path: ['payload', 'status'] }] },
    });
    expect(await testReceive(repos, member, 'spc_1', 'aut_in', { payload: {} })).toEqual({
      ok: false,
      error: { kind: 'NotFound', resource: 'automation' },
    });
  });
});

describe('redeliverDelivery', () => {
  const entry = (id: string, status: DeliveryLogEntry['status'], automationId = 'aut_1') =>
    ({ id, status, automationId, spaceId: 'spc_1', attempts: [] }) as unknown as DeliveryLogEntry;

  it('queues a failed delivery and refuses the others with a clear message', async () => {
    const { deps, deliveries } = setup();
    deliveries.set('dlv_f', entry('dlv_f', 'failed'));
    deliveries.set('dlv_d', entry('dlv_d', 'delivered'));
    deliveries.set('dlv_o', entry('dlv_o', 'failed', 'aut_other'));
    expect(await redeliverDelivery(deps, owner, 'spc_1', 'aut_1', 'dlv_f')).toMatchObject({
      ok: true,
      value: { status: 'pending' },
    });
    expect(await redeliverDelivery(deps, owner, 'spc_1', 'aut_1', 'dlv_f')).toEqual({
      ok: false,
      error: {
        kind: 'Conflict',
        message: 'only a failed delivery can be redelivered; this one is still pending',
      },
    });
    expect(await redeliverDelivery(deps, owner, 'spc_1', 'aut_1', 'dlv_d')).toEqual({
      ok: false,
      error: {
        kind: 'Conflict',
        message: 'only a failed delivery can be redelivered; this one was delivered',
      },
    });
    expect(await redeliverDelivery(deps, owner, 'spc_1', 'aut_1', 'dlv_o')).toEqual({
      ok: false,
      error: { kind: 'NotFound', resource: 'delivery' },
    });
  });
});

describe('incomingEndpointUrl', () => {
  it.each([
    ['http://localhost:3001', 'http://localhost:3001/spaces/spc_1/webhook-in'],
    ['https://hooks.example.com/base/', 'https://hooks.example.com/base/spaces/spc_1/webhook-in'],
  ])('%s → %s', (base, url) => {
    expect(incomingEndpointUrl(base, 'spc_1')).toBe(url);
  });
});

describe('the limits of a space', () => {
  const webhook = (url: string) => ({ type: 'send_webhook', url });
  const body = (...urls: string[]) => ({
    name: 'Fan-out',
    trigger: { type: 'deal_updated' },
    actions: urls.map(webhook),
  });

  it('refuses the automation past the limit, and Send Webhook actions past theirs, writing nothing', async () => {
    const { deps, writes } = setup([]);
    const create = (...urls: string[]) => createAutomation(deps, owner, 'spc_1', body(...urls));
    expect((await create('https://a.example.com/')).ok).toBe(true);
    const four = ['b', 'c', 'd', 'e'].map((host) => `https://${host}.example.com/`);
    expect(await create(...four)).toEqual({
      ok: false,
      error: {
        kind: 'Conflict',
        message: 'this space has 1 of its limit of 4 send_webhook actions; this change adds 4',
      },
    });
    expect((await create('https://b.example.com/')).ok).toBe(true);
    expect((await create('https://c.example.com/')).ok).toBe(true);
    expect(await create('https://d.example.com/')).toEqual({
      ok: false,
      error: { kind: 'Conflict', message: 'this space has reached its limit of 3 automations' },
    });
    expect(writes).toHaveLength(3);
  });

  it('refuses an update that adds Send Webhook actions past the limit, and allows one that adds none', async () => {
    const { deps, stored, writes } = setup([
      aDealUpdatedAutomation({
        actions: ['act_1', 'act_2', 'act_3'].map((id) => aSendWebhookAction({ id })),
      }),
    ]);
    const kept = (stored.get('aut_1')?.actions ?? []).map((action) => ({
      ...webhook('https://k.example.com/'),
      id: action.id,
    }));
    expect(
      await updateAutomation(deps, owner, 'spc_1', 'aut_1', {
        actions: [...kept, webhook('https://x.example.com/'), webhook('https://y.example.com/')],
      }),
    ).toEqual({
      ok: false,
      error: {
        kind: 'Conflict',
        message: 'this space has 3 of its limit of 4 send_webhook actions; this change adds 2',
      },
    });
    expect(writes).toEqual([]);
    expect((await updateAutomation(deps, owner, 'spc_1', 'aut_1', { actions: kept })).ok).toBe(true);
    expect(
      (
        await updateAutomation(deps, owner, 'spc_1', 'aut_1', {
          actions: [...kept, webhook('https://x.example.com/')],
        })
      ).ok,
    ).toBe(true);
  });
});
