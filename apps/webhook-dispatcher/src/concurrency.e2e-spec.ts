import type { ServerResponse } from 'node:http';
import {
  answerStatus,
  startWebhookReceiver,
  type WebhookReceiver,
} from '../../../libs/node-adapters/src/testing/webhook-receiver';
import { startDispatcher, type RunningDispatcher } from './start-dispatcher';
import { DispatchFixture, testDispatcherConfig } from './testing/dispatch-fixture';

/** Deliveries run side by side, up to the bound. PGlite by default, the real server with DATABASE_URL. */
describe('webhook-dispatcher concurrency', () => {
  let fixture: DispatchFixture;
  const receivers: WebhookReceiver[] = [];
  let running: RunningDispatcher | undefined;

  beforeAll(async () => {
    fixture = await DispatchFixture.open();
  });

  afterEach(async () => {
    await running?.close();
    running = undefined;
    await Promise.all(receivers.splice(0).map((r) => r.close()));
    await fixture.reset();
  });

  afterAll(async () => {
    await fixture.close();
  });

  it("a slow receiver does not hold up another automation's deliveries", async () => {
    const held: ServerResponse[] = [];
    const slow = await startWebhookReceiver((_request, response) => {
      held.push(response); // answered only at the end of the test
    });
    const fast = await startWebhookReceiver(answerStatus(200));
    receivers.push(slow, fast);
    const slowAutomation = await fixture.addAutomation(`${slow.url}/slow`, { conditions: [] });
    const fastAutomation = await fixture.addAutomation(`${fast.url}/fast`, { conditions: [] });
    running = await startDispatcher(
      fixture.database,
      testDispatcherConfig({ concurrency: 8, timeoutMs: 10_000 }),
    );
    const dealId = await fixture.draftDeal();
    for (let i = 0; i < 5; i += 1) await fixture.rename(dealId, `Acme ${i}`); // 5 events per automation

    const fastRows = await fixture.settled(fastAutomation.actionId, 5, 5_000);
    expect(fastRows.every((row) => row.status === 'delivered')).toBe(true);
    await slow.waitFor(5, 5_000);
    const slowRows = await fixture.deliveries(slowAutomation.actionId);
    expect(slowRows.map((row) => row.status)).toEqual(Array(5).fill('pending')); // still waiting for answers
    expect(running.dispatcher.inFlightCount).toBe(5);

    for (const response of held) response.writeHead(200).end();
    await fixture.settled(slowAutomation.actionId, 5, 5_000);
  });

  it('never has more than `concurrency` requests open at once, and drains the rest as slots free up', async () => {
    let open = 0;
    let mostOpen = 0;
    const receiver = await startWebhookReceiver(async (request, response) => {
      open += 1;
      mostOpen = Math.max(mostOpen, open);
      await new Promise((resolve) => setTimeout(resolve, 150));
      open -= 1;
      answerStatus(200)(request, response);
    });
    receivers.push(receiver);
    const automation = await fixture.addAutomation(`${receiver.url}/hook`, { conditions: [] });
    await fixture.appendRenames(automation, await fixture.draftDeal(), 20);
    running = await startDispatcher(fixture.database, testDispatcherConfig({ concurrency: 4 }));
    const rows = await fixture.settled(automation.actionId, 20, 10_000);
    expect(rows.every((row) => row.status === 'delivered' && row.attempt_count === 1)).toBe(true);
    expect(mostOpen).toBe(4);
    expect(receiver.received).toHaveLength(20);
  });
});
