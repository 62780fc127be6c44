import { createServer, type Server } from 'node:http';
import {
  startWebhookReceiver,
  type WebhookReceiver,
} from '../../../libs/node-adapters/src/testing/webhook-receiver';
import { startDispatcher, type RunningDispatcher } from './start-dispatcher';
import { DispatchFixture, testDispatcherConfig } from './testing/dispatch-fixture';

/**
 * SSRF through a redirect (CONTRACT §4: redirects are not followed): a receiver the policy allows
 * (127.0.0.1 through the localhost exception, `WEBHOOK_ALLOW_LOOPBACK` on as in every dispatcher
 * test) answers 302 or 307 with a `Location` on an inner listener. The inner listener must see no
 * connection and each delivery is recorded as failed. See docs/reliability.md, "SSRF".
 */
describe('webhook-dispatcher and a redirect to an inner address', () => {
  let fixture: DispatchFixture;
  let inner: Server;
  let innerPort: number;
  let innerConnections = 0;
  const receivers: WebhookReceiver[] = [];
  let running: RunningDispatcher | undefined;

  beforeAll(async () => {
    fixture = await DispatchFixture.open();
    inner = createServer((_request, response) => response.writeHead(200).end('{}'));
    inner.on('connection', () => (innerConnections += 1));
    await new Promise<void>((resolve) => inner.listen(0, '127.0.0.1', resolve));
    innerPort = (inner.address() as { port: number }).port;
  });

  afterAll(async () => {
    await running?.close();
    await Promise.all(receivers.map((receiver) => receiver.close()));
    inner.closeAllConnections();
    await new Promise((resolve) => inner.close(resolve));
    await fixture.reset();
    await fixture.close();
  });

  it('a 302 and a 307 to the inner listener are not followed: one attempt each, failed, 0 inner hits', async () => {
    const automations = [];
    for (const status of [302, 307]) {
      const receiver = await startWebhookReceiver((_request, response) => {
        response.writeHead(status, { location: `http://127.0.0.1:${innerPort}/admin` }).end();
      });
      receivers.push(receiver);
      automations.push({ status, receiver, ...(await fixture.addAutomation(`${receiver.url}/hook`)) });
    }
    running = await startDispatcher(fixture.database, testDispatcherConfig());
    await fixture.requestApproval(await fixture.draftDeal());

    for (const { status, receiver, actionId } of automations) {
      const [delivery] = await fixture.settled(actionId, 1);
      expect(delivery).toMatchObject({
        status: 'failed',
        attempt_count: 1,
        last_error: `redirect not followed (HTTP ${status})`,
      });
      expect(await fixture.attempts(delivery?.id ?? '')).toMatchObject([
        { attempt_number: 1, status_code: status },
      ]);
      expect(receiver.received.map((request) => request.path)).toEqual(['/hook']);
    }
    await new Promise((resolve) => setTimeout(resolve, 300)); // past the first retry delay (100 ms)
    expect(innerConnections).toBe(0);
  });
});
