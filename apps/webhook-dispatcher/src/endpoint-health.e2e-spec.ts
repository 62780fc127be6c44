import { HEALTHY_ENDPOINT_STATE, type EndpointState } from '@deal/domain';
import {
  startWebhookReceiver,
  type WebhookReceiver,
} from '../../../libs/node-adapters/src/testing/webhook-receiver';
import { startDispatcher, type RunningDispatcher } from './start-dispatcher';
import { DispatchFixture, testDispatcherConfig } from './testing/dispatch-fixture';

/**
 * Endpoint health (docs/automations.md): a real receiver on 127.0.0.1 that fails every delivery gets
 * its endpoint disabled after WEBHOOK_ENDPOINT_DISABLE_AFTER_FAILURES failed deliveries; later
 * deliveries are held, not attempted (the receiver hears nothing more); enabling with redelivery
 * sends each held one once; a delivered delivery resets the run. PGlite by default, the real server
 * with DATABASE_URL.
 */
describe('webhook-dispatcher endpoint health', () => {
  let fixture: DispatchFixture;
  let receiver: WebhookReceiver;
  let running: RunningDispatcher | undefined;
  let second: RunningDispatcher | undefined;
  let status = 500;

  const config = testDispatcherConfig({
    retryDelaysMs: [50],
    pollIntervalMs: 100,
    endpointHealth: { disableAfterMs: 86_400_000, disableAfterFailures: 3 },
  });
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  async function endpoint(automationId: string, actionId: string): Promise<EndpointState> {
    const automation = await fixture.repos.automations.findById(automationId);
    const action = automation?.actions.find((a) => a.id === actionId);
    if (action?.type !== 'send_webhook') throw new Error(`no action ${actionId}`);
    return action.endpoint ?? HEALTHY_ENDPOINT_STATE;
  }

  /** Polls until the action has `count` deliveries in `wanted` status. */
  async function until(actionId: string, wanted: string, count: number, timeoutMs = 5_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const rows = await fixture.deliveries(actionId);
      if (rows.filter((row) => row.status === wanted).length === count) return rows;
      if (Date.now() > deadline) throw new Error(`not ${count} ${wanted}: ${JSON.stringify(rows)}`);
      await sleep(30);
    }
  }

  beforeAll(async () => {
    fixture = await DispatchFixture.open();
    receiver = await startWebhookReceiver((_request, response) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end('{}');
    });
  });

  beforeEach(() => {
    receiver.received.length = 0;
  });

  afterEach(async () => {
    await running?.close();
    await second?.close();
    running = undefined;
    second = undefined;
    await fixture.reset();
  });

  afterAll(async () => {
    await receiver.close();
    await fixture.close();
  });

  it('disables after N failed deliveries, holds later ones without attempting them, and redelivers them once when enabled', async () => {
    status = 500;
    const automation = await fixture.addAutomation(`${receiver.url}/hook`);
    const { id: automationId, actionId } = automation;
    const deal = await fixture.draftDeal();
    running = await startDispatcher(fixture.database, config);

    await fixture.appendRenames(automation, deal, 3);
    await until(actionId, 'failed', 3);
    // Two attempts each (one retry), all 500.
    expect(receiver.received).toHaveLength(6);
    const disabled = await endpoint(automationId, actionId);
    expect(disabled).toMatchObject({ consecutiveFailures: 3, lastError: 'HTTP 500', heldDeliveries: 0 });
    expect(disabled.disabledAt).toEqual(expect.any(Number));
    expect(disabled.failingSince).toBeLessThanOrEqual(disabled.disabledAt ?? 0);

    await fixture.appendRenames(automation, deal, 2);
    const rows = await until(actionId, 'held', 2);
    const held = rows.filter((row) => row.status === 'held').map((row) => row.id);
    expect(rows.filter((row) => row.status === 'held').every((row) => row.attempt_count === 0)).toBe(true);
    // Polls keep running (every 100 ms) and nothing more reaches the dead endpoint.
    await sleep(600);
    expect(receiver.received).toHaveLength(6);
    await expect(endpoint(automationId, actionId)).resolves.toMatchObject({ heldDeliveries: 2 });

    status = 200;
    await expect(
      fixture.repos.deliveries.enableEndpoint(actionId, Date.now(), { redeliverHeld: true }),
    ).resolves.toBe(2);
    await until(actionId, 'delivered', 2);
    await sleep(300);
    const sent = receiver.received.slice(6).map((request) => request.headers['x-service-delivery']);
    expect([...sent].sort()).toEqual([...held].sort());
    // The delivered ones reset the run.
    await expect(endpoint(automationId, actionId)).resolves.toEqual(HEALTHY_ENDPOINT_STATE);
  }, 20_000);

  it('a delivered delivery resets the run, so failures around it never add up', async () => {
    const automation = await fixture.addAutomation(`${receiver.url}/hook`);
    const { id: automationId, actionId } = automation;
    const deal = await fixture.draftDeal();
    running = await startDispatcher(fixture.database, config);

    status = 410; // final at once
    await fixture.appendRenames(automation, deal, 2);
    await until(actionId, 'failed', 2);
    await expect(endpoint(automationId, actionId)).resolves.toMatchObject({
      consecutiveFailures: 2,
      lastError: 'HTTP 410',
      disabledAt: null,
    });
    status = 200;
    await fixture.appendRenames(automation, deal, 1);
    await until(actionId, 'delivered', 1);
    await expect(endpoint(automationId, actionId)).resolves.toEqual(HEALTHY_ENDPOINT_STATE);
    status = 410;
    await fixture.appendRenames(automation, deal, 2);
    await until(actionId, 'failed', 4);
    await expect(endpoint(automationId, actionId)).resolves.toMatchObject({
      consecutiveFailures: 2,
      disabledAt: null,
    });
    expect(receiver.received).toHaveLength(5);
  }, 20_000);

  it('two dispatchers recording at once lose no failure of the run', async () => {
    const automation = await fixture.addAutomation(`${receiver.url}/hook`);
    const { id: automationId, actionId } = automation;
    const deal = await fixture.draftDeal();
    const wide = testDispatcherConfig({
      retryDelaysMs: [],
      pollIntervalMs: 50,
      concurrency: 8,
      endpointHealth: { disableAfterMs: 86_400_000, disableAfterFailures: 1_000 },
    });
    status = 410;
    await fixture.appendRenames(automation, deal, 60);
    [running, second] = await Promise.all([
      startDispatcher(fixture.database, wide),
      startDispatcher(fixture.database, wide),
    ]);
    await until(actionId, 'failed', 60, 15_000);
    expect(receiver.received).toHaveLength(60);
    await expect(endpoint(automationId, actionId)).resolves.toMatchObject({
      consecutiveFailures: 60,
      disabledAt: null,
    });
  }, 25_000);
});
