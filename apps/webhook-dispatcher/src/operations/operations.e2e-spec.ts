import {
  startWebhookReceiver,
  type WebhookReceiver,
} from '../../../../libs/node-adapters/src/testing/webhook-receiver';
import { startDispatcher, type RunningDispatcher } from '../start-dispatcher';
import { DispatchFixture, testDispatcherConfig } from '../testing/dispatch-fixture';

/** Issue 12: the dispatcher's probes and metrics on DISPATCHER_PORT (docs/operations.md). */
describe('the dispatcher for an operator', () => {
  let fixture: DispatchFixture;
  let receiver: WebhookReceiver;
  let running: RunningDispatcher;

  beforeAll(async () => {
    fixture = await DispatchFixture.open();
    receiver = await startWebhookReceiver();
    running = await startDispatcher(fixture.database, testDispatcherConfig({ pollIntervalMs: 100 }));
  });

  afterAll(async () => {
    await running?.close();
    await receiver?.close();
    await fixture?.close();
  });

  it('is alive and ready while it runs', async () => {
    expect((await fetch(`${running.url}/healthz`)).status).toBe(200);
    const ready = await fetch(`${running.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({
      status: 'ok',
      info: { serving: { status: 'up' }, database: { status: 'up' }, dispatcher: { status: 'up' } },
    });
  });

  it('counts each attempt by outcome and attempt number, times commit → receipt, and shows the backlog', async () => {
    const automation = await fixture.addAutomation(`${receiver.url}/hooks/audit`);
    const dealId = await fixture.draftDeal();
    await fixture.requestApproval(dealId);
    await fixture.settled(automation.actionId, 1);
    const text = await (await fetch(`${running.url}/metrics`)).text();
    expect(text).toContain(
      'webhook_delivery_attempts_total{outcome="delivered",attempt="1",app="webhook-dispatcher"} 1',
    );
    expect(text).toContain('webhook_delivery_latency_seconds_count{app="webhook-dispatcher"} 1');
    expect(text).toContain('webhook_deliveries_pending{app="webhook-dispatcher"} 0');
    expect(text).toContain('webhook_oldest_pending_delivery_age_seconds{app="webhook-dispatcher"} 0');
    expect(text).toMatch(/db_pool_connections\{state="idle",app="webhook-dispatcher"\} \d+/);
    expect(text).not.toContain(receiver.url);
    expect(text).not.toContain(automation.secret);
  });

  it('turns not ready once told to stop', async () => {
    await running.dispatcher.stop(100);
    // A verdict on the dependencies answers for up to a second.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const ready = await fetch(`${running.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({
      error: { dispatcher: { status: 'down', message: 'stopped' } },
    });
  });
});
