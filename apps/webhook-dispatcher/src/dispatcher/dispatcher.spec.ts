import { HmacWebhookSigner } from '@deal/node-adapters';
import type {
  AttemptOutcome,
  AttemptRecord,
  ClaimQuery,
  ClaimedDelivery,
  DeliveryRepository,
  WebhookPost,
  WebhookSender,
} from '@deal/domain';
import { Dispatcher, type DispatcherLog } from './dispatcher';

/** The worker against in-memory fakes: concurrency, claiming, errors and stopping. */
describe('Dispatcher', () => {
  const claimOf = (n: number): ClaimedDelivery => ({
    id: `dlv_${n}`,
    eventId: `evt_${n}`,
    actionId: 'act_1',
    automationId: 'aut_1',
    spaceId: 'spc_1',
    url: 'https://hooks.example.com/in',
    secret: 'svcwh_never_logged',
    signingSecrets: ['whsec_bmV2ZXIgbG9nZ2VkIGVpdGhlcg=='],
    payload: {
      event: 'service_deal_updated',
      space_id: 'spc_1',
      timestamp: '2026-11-23T09:00:00.000Z',
      deal: { id: `deal_${n}`, url: 'u', name: 'n', status: 'pending', currency: 'eur' },
      changes: { status: 'draft' },
      message: '',
    },
    attemptCount: 0,
    leaseExpiresAt: 1,
    createdAt: 0,
  });

  /** Hands out its queue in claim-sized pieces and keeps what was recorded. */
  class FakeDeliveries implements Partial<DeliveryRepository> {
    queue: ClaimedDelivery[] = [];
    claims: number[] = [];
    recorded: AttemptRecord[] = [];
    failClaims = 0;
    failRecords = false;
    async claimDue(query: ClaimQuery): Promise<ClaimedDelivery[]> {
      if (this.failClaims > 0) {
        this.failClaims -= 1;
        throw new Error('connection terminated');
      }
      this.claims.push(query.limit);
      return this.queue.splice(0, query.limit);
    }
    async recordAttempt(record: AttemptRecord): Promise<boolean> {
      if (this.failRecords) throw new Error('connection terminated');
      this.recorded.push(record);
      return true;
    }
  }

  /** Each POST waits until the test releases it. */
  class HeldSender implements WebhookSender {
    held: { post: WebhookPost; release: (outcome?: AttemptOutcome) => void }[] = [];
    maxInFlight = 0;
    private inFlight = 0;
    post(post: WebhookPost) {
      this.inFlight += 1;
      this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
      return new Promise<{ outcome: AttemptOutcome; durationMs: number }>((resolve) =>
        this.held.push({
          post,
          release: (outcome = { kind: 'response', status: 200 }) => {
            this.inFlight -= 1;
            resolve({ outcome, durationMs: 5 });
          },
        }),
      );
    }
    releaseAll(outcome?: AttemptOutcome) {
      for (const entry of this.held.splice(0)) entry.release(outcome);
    }
  }

  const lines: { level: string; msg: string; fields?: Record<string, unknown> }[] = [];
  const log: DispatcherLog = { entry: (level, msg, fields) => lines.push({ level, msg, fields }) };
  let deliveries: FakeDeliveries;
  let sender: HeldSender;
  let dispatcher: Dispatcher;
  const create = (concurrency: number) =>
    new Dispatcher({
      claims: deliveries as unknown as DeliveryRepository,
      records: deliveries as unknown as DeliveryRepository,
      sender,
      clock: { now: () => 1_000 },
      ids: { next: (prefix) => `${prefix}_x` },
      retryDelaysMs: [1000, 5000],
      signer: new HmacWebhookSigner(),
      settings: { concurrency, pollIntervalMs: 60_000, leaseMs: 60_000 },
      log,
    });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

  beforeEach(() => {
    lines.length = 0;
    deliveries = new FakeDeliveries();
    sender = new HeldSender();
  });

  afterEach(async () => {
    sender.releaseAll();
    await dispatcher?.stop(100);
  });

  it('keeps at most `concurrency` deliveries in flight, and claims more as slots free up', async () => {
    deliveries.queue = Array.from({ length: 10 }, (_, i) => claimOf(i));
    dispatcher = create(3);
    dispatcher.start();
    await settle();
    expect(sender.held).toHaveLength(3);
    expect(deliveries.claims).toEqual([3]);
    while (deliveries.recorded.length < 10) {
      sender.held.shift()?.release();
      await settle();
    }
    expect(sender.maxInFlight).toBe(3);
    expect(deliveries.claims.every((limit) => limit >= 1 && limit <= 3)).toBe(true);
    expect(dispatcher.stats.snapshot()).toMatchObject({ claimed: 10, delivered: 10 });
  });

  it('does not wait for one slow delivery before sending the others', async () => {
    deliveries.queue = [claimOf(1), claimOf(2), claimOf(3)];
    dispatcher = create(8);
    dispatcher.start();
    await settle();
    expect(sender.held.map((h) => h.post.headers['X-Service-Delivery'])).toEqual(['dlv_1', 'dlv_2', 'dlv_3']);
    sender.held[2]?.release();
    sender.held[1]?.release();
    await settle();
    expect(deliveries.recorded.map((r) => r.deliveryId)).toEqual(['dlv_3', 'dlv_2']);
  });

  it('POSTs the frozen payload with the secret and delivery id headers, and records the lease it claimed', async () => {
    deliveries.queue = [claimOf(7)];
    dispatcher = create(4);
    dispatcher.start();
    await settle();
    expect(sender.held[0]?.post).toEqual({
      url: 'https://hooks.example.com/in',
      headers: {
        'X-Service-Webhook': 'svcwh_never_logged',
        'X-Service-Delivery': 'dlv_7',
        // Standard Webhooks, signed at the attempt's time (the fake clock's 1 000 ms = 1 s).
        'webhook-id': 'dlv_7',
        'webhook-timestamp': '1',
        'webhook-signature': `v1,${new HmacWebhookSigner().sign(
          'whsec_bmV2ZXIgbG9nZ2VkIGVpdGhlcg==',
          `dlv_7.1.${JSON.stringify(claimOf(7).payload)}`,
        )}`,
      },
      body: JSON.stringify(claimOf(7).payload),
    });
    sender.releaseAll({ kind: 'response', status: 503 });
    await settle();
    expect(deliveries.recorded[0]).toMatchObject({
      deliveryId: 'dlv_7',
      leaseExpiresAt: 1,
      attempt: { id: 'att_x', startedAt: 1_000, durationMs: 5, statusCode: 503, error: 'HTTP 503' },
      next: { status: 'pending', nextAttemptAt: 2_000, lastError: 'HTTP 503' },
    });
  });

  it('logs and counts a failed claim, then claims again on the next wake-up', async () => {
    deliveries.failClaims = 1;
    deliveries.queue = [claimOf(1)];
    dispatcher = create(4);
    dispatcher.start();
    await settle();
    expect(lines).toContainEqual({
      level: 'error',
      msg: 'claim failed; trying again at the next wake-up or poll',
      fields: { error: 'connection terminated' },
    });
    dispatcher.wake();
    await settle();
    expect(sender.held).toHaveLength(1);
    expect(dispatcher.stats.snapshot().errors).toBe(1);
  });

  it('logs an attempt it could not record, without the secret or the URL', async () => {
    deliveries.failRecords = true;
    deliveries.queue = [claimOf(1)];
    dispatcher = create(4);
    dispatcher.start();
    await settle();
    sender.releaseAll();
    await settle();
    const line = lines.find((l) => l.level === 'error');
    expect(line).toMatchObject({ fields: { delivery_id: 'dlv_1', error: 'connection terminated' } });
    expect(JSON.stringify(lines)).not.toMatch(/svcwh_|whsec_|hooks\.example\.com/);
  });

  it('on stop, waits for deliveries in flight within the grace', async () => {
    deliveries.queue = [claimOf(1)];
    dispatcher = create(4);
    dispatcher.start();
    await settle();
    const stopped = dispatcher.stop(5_000);
    expect(dispatcher.state).toBe('stopping');
    sender.releaseAll();
    await expect(stopped).resolves.toEqual({ abandoned: 0 });
    expect(deliveries.recorded).toHaveLength(1);
    expect(dispatcher.state).toBe('stopped');
  });

  it('after the grace, leaves what is still running to its lease: its outcome is never recorded', async () => {
    deliveries.queue = [claimOf(1), claimOf(2)];
    dispatcher = create(4);
    dispatcher.start();
    await settle();
    sender.held.shift()?.release();
    await expect(dispatcher.stop(50)).resolves.toEqual({ abandoned: 1 });
    sender.releaseAll();
    await settle();
    expect(deliveries.recorded.map((r) => r.deliveryId)).toEqual(['dlv_1']);
    expect(dispatcher.stats.snapshot()).toMatchObject({ delivered: 1, abandoned: 1 });
    dispatcher.wake();
    expect(deliveries.claims).toHaveLength(1);
  });
});
