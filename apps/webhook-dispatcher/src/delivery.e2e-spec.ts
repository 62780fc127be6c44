import {
  startWebhookReceiver,
  type WebhookReceiver,
} from '../../../libs/node-adapters/src/testing/webhook-receiver';
import { startDispatcher, type RunningDispatcher } from './start-dispatcher';
import { APP_URL, DispatchFixture, testDispatcherConfig } from './testing/dispatch-fixture';

/**
 * CONTRACT §4 end to end: a deal change committed through the domain use cases reaches a real
 * receiver on 127.0.0.1. Runs on PGlite by default and on the real server with DATABASE_URL.
 */
describe('webhook-dispatcher delivers committed deal changes', () => {
  let fixture: DispatchFixture;
  let receiver: WebhookReceiver;
  let running: RunningDispatcher | undefined;

  beforeAll(async () => {
    fixture = await DispatchFixture.open();
  });

  beforeEach(async () => {
    receiver = await startWebhookReceiver();
  });

  afterEach(async () => {
    await running?.close();
    running = undefined;
    await receiver.close();
    await fixture.reset();
  });

  afterAll(async () => {
    await fixture.close();
  });

  it('a request for approval reaches the receiver once, with the secret, the delivery id and the SPEC §6.1 body', async () => {
    const automation = await fixture.addAutomation(`${receiver.url}/hooks/audit`);
    running = await startDispatcher(fixture.database, testDispatcherConfig());
    const dealId = await fixture.draftDeal();
    const before = Date.now();
    await fixture.requestApproval(dealId);
    const [delivery] = await fixture.settled(automation.actionId, 1);

    await receiver.waitFor(1);
    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    expect(request).toMatchObject({ method: 'POST', path: '/hooks/audit' });
    expect(request?.headers).toMatchObject({
      'content-type': 'application/json',
      'x-service-webhook': automation.secret,
      'x-service-delivery': delivery?.id,
    });
    const body = JSON.parse(request?.body ?? '');
    expect(Object.keys(body)).toEqual([
      'event',
      'space_id',
      'timestamp',
      'deal',
      'changes',
      'message',
      'event_id',
      'revision',
      'actor',
    ]);
    expect(body).toEqual({
      event: 'service_deal_updated',
      space_id: fixture.spaceId,
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      deal: {
        id: dealId,
        url: `${APP_URL}/${fixture.spaceId}/deals/${dealId}`,
        name: 'Acme renewal',
        status: 'pending',
        price: 1000,
        cost: 600,
        currency: 'eur',
        margin: 0.4,
        target_price: 1200,
        probability: 0.5,
        start: '2026-11-23T00:00:00.000Z',
        end: '2026-12-21T00:00:00.000Z',
        due: '2026-12-01T00:00:00.000Z',
        description: 'Three-year renewal',
        owner: { id: fixture.owner.id, name: 'Ada Owner' },
      },
      changes: { status: 'draft' },
      message: 'Please review Acme renewal (pending)',
      event_id: expect.stringMatching(/^evt_/),
      revision: 2,
      actor: { type: 'user', id: fixture.owner.id },
    });
    expect(Date.parse(body.timestamp)).toBeGreaterThanOrEqual(before - 5);

    expect(delivery).toMatchObject({ status: 'delivered', attempt_count: 1, last_error: null });
    expect(await fixture.attempts(delivery?.id ?? '')).toMatchObject([
      { attempt_number: 1, status_code: 200, error: null },
    ]);
  });

  it('delivers a committed change on its wake-up, far sooner than the poll interval', async () => {
    const automation = await fixture.addAutomation(`${receiver.url}/hooks/fast`, { conditions: [] });
    running = await startDispatcher(fixture.database, testDispatcherConfig({ pollIntervalMs: 30_000 }));
    const dealId = await fixture.draftDeal();
    await new Promise((resolve) => setTimeout(resolve, 300)); // the start-up claim is long done
    const latencies: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const committedAt = Date.now();
      await fixture.rename(dealId, `Acme ${i}`);
      await receiver.waitFor(i + 1, 5_000);
      latencies.push((receiver.received[i]?.at ?? Infinity) - committedAt);
    }
    expect(receiver.received).toHaveLength(3);
    expect(Math.max(...latencies)).toBeLessThan(1_000);
    await fixture.settled(automation.actionId, 3);
  });

  it('serves GET /health with its counters, and 404 elsewhere', async () => {
    running = await startDispatcher(fixture.database, testDispatcherConfig());
    // The first claim runs after start returns; wait for it (bounded) instead of racing it.
    const url = `${running.url}/health`;
    const claimed = async (response: Response) =>
      ((await response.clone().json()) as { last_claim_at: string | null }).last_claim_at !== null;
    let health = await fetch(url);
    for (let tries = 0; tries < 50 && !(await claimed(health)); tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      health = await fetch(url);
    }
    expect(health.status).toBe(200);
    expect(health.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await health.json()).toEqual({
      status: 'ok',
      database: 'up',
      dispatcher: 'running',
      in_flight: 0,
      claimed: expect.any(Number),
      delivered: expect.any(Number),
      retried: 0,
      failed: 0,
      lease_lost: 0,
      abandoned: 0,
      errors: 0,
      last_claim_at: expect.any(String),
    });
    const other = await fetch(`${running.url}/v1/spaces`);
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ message: 'not found' });
  });
});
