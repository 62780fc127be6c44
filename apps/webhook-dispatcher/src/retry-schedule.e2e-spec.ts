import {
  answerStatus,
  startWebhookReceiver,
  type ReceiverAnswer,
  type WebhookReceiver,
} from '../../../libs/node-adapters/src/testing/webhook-receiver';
import type { DispatcherConfig } from './config/dispatcher-config';
import { startDispatcher, type RunningDispatcher } from './start-dispatcher';
import { DispatchFixture, testDispatcherConfig } from './testing/dispatch-fixture';

/**
 * SPEC §6.1 delivery and retry, against real receivers: what is retried, how often and when.
 * Runs on PGlite by default and on the real server with DATABASE_URL.
 */
describe('webhook-dispatcher retries', () => {
  let fixture: DispatchFixture;
  let receiver: WebhookReceiver | undefined;
  let running: RunningDispatcher | undefined;

  /** A receiver answering with `answer`, an automation pointing at it, and a dispatcher; then one deal change. */
  async function deliverOne(answer: ReceiverAnswer, config: Partial<DispatcherConfig> = {}, path = '/hook') {
    receiver = await startWebhookReceiver(answer);
    const automation = await fixture.addAutomation(`${receiver.url}${path}`);
    running = await startDispatcher(fixture.database, testDispatcherConfig(config));
    await fixture.requestApproval(await fixture.draftDeal());
    return { receiver, automation };
  }

  beforeAll(async () => {
    fixture = await DispatchFixture.open();
  });

  afterEach(async () => {
    await running?.close();
    await receiver?.close();
    running = undefined;
    receiver = undefined;
    await fixture.reset();
  });

  afterAll(async () => {
    await fixture.close();
  });

  it('a receiver answering 500 gets exactly 3 attempts, 1 s then 5 s apart (the real schedule), then the delivery fails', async () => {
    const { receiver, automation } = await deliverOne(answerStatus(500), {
      retryDelaysMs: [1000, 5000],
      pollIntervalMs: 1000,
    });
    const [delivery] = await fixture.settled(automation.actionId, 1, 14_000);
    expect(delivery).toMatchObject({
      status: 'failed',
      attempt_count: 3,
      last_error: 'retries exhausted (last: HTTP 500)',
    });
    const times = receiver.received.map((r) => r.at);
    expect(times).toHaveLength(3);
    const [first = 0, second = 0, third = 0] = times;
    // Each delay counts from the end of the previous attempt, so the gaps are a little longer; the
    // upper bounds leave room for a loaded CI machine and still tell the schedule from any other.
    expect(second - first).toBeGreaterThanOrEqual(1_000);
    expect(second - first).toBeLessThan(3_000);
    expect(third - second).toBeGreaterThanOrEqual(5_000);
    expect(third - second).toBeLessThan(7_500);
    expect(new Set(receiver.received.map((r) => r.headers['x-service-delivery']))).toEqual(
      new Set([delivery?.id]),
    );
    expect(await fixture.attempts(delivery?.id ?? '')).toMatchObject([
      { attempt_number: 1, status_code: 500, error: 'HTTP 500' },
      { attempt_number: 2, status_code: 500, error: 'HTTP 500' },
      { attempt_number: 3, status_code: 500, error: 'HTTP 500' },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(receiver.received).toHaveLength(3);
  }, 25_000);

  it.each([400, 401, 404, 422])('a %i is final: one attempt, failed, not retried', async (status) => {
    const { receiver, automation } = await deliverOne(answerStatus(status));
    const [delivery] = await fixture.settled(automation.actionId, 1);
    expect(delivery).toMatchObject({ status: 'failed', attempt_count: 1, last_error: `HTTP ${status}` });
    await new Promise((resolve) => setTimeout(resolve, 500)); // past the first retry delay
    expect(receiver.received).toHaveLength(1);
  });

  it('a receiver that does not answer within WEBHOOK_TIMEOUT_MS is timed out and retried', async () => {
    const { receiver, automation } = await deliverOne(() => undefined, { timeoutMs: 300 });
    const [delivery] = await fixture.settled(automation.actionId, 1);
    expect(delivery).toMatchObject({
      status: 'failed',
      attempt_count: 3,
      last_error: 'retries exhausted (last: timed out)',
    });
    expect(receiver.received).toHaveLength(3);
    const attempts = await fixture.attempts(delivery?.id ?? '');
    expect(attempts.map((a) => [a.status_code, a.error])).toEqual([
      [null, 'timed out'],
      [null, 'timed out'],
      [null, 'timed out'],
    ]);
  });

  it('a redirect is not followed: one attempt, failed, and the target is never asked', async () => {
    const { receiver, automation } = await deliverOne((request, response) => {
      if (request.path === '/moved') response.writeHead(200).end();
      else response.writeHead(301, { location: '/moved' }).end();
    });
    const [delivery] = await fixture.settled(automation.actionId, 1);
    expect(delivery).toMatchObject({
      status: 'failed',
      attempt_count: 1,
      last_error: 'redirect not followed (HTTP 301)',
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received.map((r) => r.path)).toEqual(['/hook']);
  });

  it('a 5xx then a 2xx is delivered on the second attempt, with the same X-Service-Delivery', async () => {
    let calls = 0;
    const { receiver, automation } = await deliverOne((request, response) =>
      answerStatus((calls += 1) === 1 ? 503 : 200)(request, response),
    );
    const [delivery] = await fixture.settled(automation.actionId, 1);
    expect(delivery).toMatchObject({ status: 'delivered', attempt_count: 2, last_error: null });
    expect(receiver.received.map((r) => r.headers['x-service-delivery'])).toEqual([
      delivery?.id,
      delivery?.id,
    ]);
    expect(receiver.received[0]?.body).toBe(receiver.received[1]?.body);
  });

  it('a refused connection is a network error and is retried', async () => {
    const gone = await startWebhookReceiver();
    await gone.close(); // its port now refuses connections
    const automation = await fixture.addAutomation(`${gone.url}/gone`);
    running = await startDispatcher(fixture.database, testDispatcherConfig());
    await fixture.requestApproval(await fixture.draftDeal());
    const [delivery] = await fixture.settled(automation.actionId, 1);
    expect(delivery).toMatchObject({
      status: 'failed',
      attempt_count: 3,
      last_error: 'retries exhausted (last: network error (ECONNREFUSED))',
    });
  });
});
