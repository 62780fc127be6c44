import { repositoriesFor, type Database } from '@deal/persistence';
import { RandomAutomationSecretIssuer } from '@deal/node-adapters';
import { aDealUpdatedAutomation, aSendWebhookAction } from '../../libs/domain/src/testing/automation.mother';
import { openTestDatabase } from '../../libs/persistence/src/testing/test-database';
import {
  startWebhookReceiver,
  type WebhookReceiver,
} from '../../libs/node-adapters/src/testing/webhook-receiver';
// The trace crosses two apps, as the request does.
import {
  startTestWebhookIn,
  type TestWebhookIn,
} from '../../apps/webhook-in/src/testing/webhook-in-test-app';
import {
  aSpaceWithIncomingWebhook,
  aStoredDeal,
} from '../../apps/webhook-in/src/testing/incoming-webhook.fixture';
import { startDispatcher, type RunningDispatcher } from '../../apps/webhook-dispatcher/src/start-dispatcher';
import { testDispatcherConfig } from '../../apps/webhook-dispatcher/src/testing/dispatch-fixture';
import { printTrace, TraceCoverage } from './trace-coverage';

/**
 * The trace of docs/architecture.md ("Two traces"): an audit system's `status` posted to
 * webhook-in, to the outbound POST the dispatcher makes for it, from the moment the request leaves
 * the client to the moment the receiver holds the POST (webhook-in's middleware, guard and filters
 * included). Files counted as trace-coverage.ts says; the budget is today's count, so the path
 * cannot grow unnoticed: lower it when the path shrinks.
 */
const FILE_BUDGET = 75;

describe('trace: an inbound status to the outbound POST', () => {
  let database: Database;
  let webhookIn: TestWebhookIn;
  let dispatcher: RunningDispatcher;
  let receiver: WebhookReceiver;
  let traced: Promise<string[]> | null = null;
  const coverage = new TraceCoverage();

  beforeAll(async () => {
    await coverage.start();
    database = await openTestDatabase();
    receiver = await startWebhookReceiver((_request, response) => {
      // The POST is here: what ran up to now is the trace. The dispatcher still awaits the answer.
      traced ??= coverage.filesRunSinceLastTake();
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
    webhookIn = await startTestWebhookIn(database);
    dispatcher = await startDispatcher(database, testDispatcherConfig());
  }, 60_000);

  afterAll(async () => {
    await dispatcher?.close();
    await webhookIn?.close();
    await receiver?.close();
    await database?.close();
    coverage.stop();
  });

  it(`runs through at most ${FILE_BUDGET} of the repository's files`, async () => {
    const { spaceId, key } = await aSpaceWithIncomingWebhook(database);
    const pending = { status: 'pending', requestedByEmail: 'a@example.test' } as const;
    const warmDeal = await aStoredDeal(database, spaceId, { ...pending, name: 'Warm-up' });
    const deal = await aStoredDeal(database, spaceId, { ...pending, name: 'Traced' });
    await repositoriesFor(database.dataSource.manager).automations.insert(
      aDealUpdatedAutomation({
        id: 'aut_trace_out',
        spaceId,
        conditions: [
          { field: 'status', op: 'changed_to', value: 'approved' },
          { field: 'name', op: 'equals', value: 'Traced' },
        ],
        actions: [
          aSendWebhookAction({
            id: 'act_trace_out',
            url: `${receiver.url}/hooks/trace`,
            secret: new RandomAutomationSecretIssuer().issue('webhook_secret'),
          }),
        ],
      }),
    );
    // A first request (of a deal no automation sends) warms every lazy path, so the measured one
    // counts what a request runs, not what the first one of a process loads.
    const warm = await webhookIn.call(spaceId, { key, body: { id: warmDeal.id, status: 'approved' } });
    expect(warm.status).toBe(200);
    await coverage.filesRunSinceLastTake();

    const answer = await webhookIn.call(spaceId, { key, body: { id: deal.id, status: 'approved' } });
    expect(answer.status).toBe(200);
    await receiver.waitFor(1, 15_000);
    const files = await (traced as Promise<string[]>);
    printTrace('status to POST', files);
    expect(JSON.parse(receiver.received[0]?.body ?? '{}')).toMatchObject({ deal: { status: 'approved' } });
    expect(files.length).toBeLessThanOrEqual(FILE_BUDGET);
  });
});
