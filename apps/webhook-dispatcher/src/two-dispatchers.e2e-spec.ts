import { openDatabase, type Database } from '@deal/persistence';
import {
  startWebhookReceiver,
  type WebhookReceiver,
} from '../../../libs/node-adapters/src/testing/webhook-receiver';
import { startDispatcher, type RunningDispatcher } from './start-dispatcher';
import { DispatchFixture, testDispatcherConfig } from './testing/dispatch-fixture';

/**
 * CONTRACT §4 "several dispatcher processes may run at once; each event is claimed by one of
 * them". On the real server (DATABASE_URL) the two dispatchers have their own connection pools,
 * as two processes would, and meet only in the claim's FOR UPDATE SKIP LOCKED. On PGlite they
 * share the one connection (claims are serial there), which must be just as exact.
 */
describe('two dispatchers on one database', () => {
  const EVENTS = 400;
  let fixture: DispatchFixture;
  let second: Database;
  let receiver: WebhookReceiver;
  const running: RunningDispatcher[] = [];

  beforeAll(async () => {
    fixture = await DispatchFixture.open();
    const url = fixture.serverUrl;
    second = url ? await openDatabase({ kind: 'server', url }, { poolSize: 10 }) : fixture.database;
    receiver = await startWebhookReceiver(async (_request, response) => {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10));
      response.writeHead(200).end();
    });
  });

  afterAll(async () => {
    for (const dispatcher of running) await dispatcher.close();
    await receiver.close();
    if (second !== fixture.database) await second.close();
    await fixture.close();
  });

  it(`deliver ${EVENTS} events between them, each exactly once`, async () => {
    const automation = await fixture.addAutomation(`${receiver.url}/hook`, { conditions: [] });
    const config = testDispatcherConfig({ concurrency: 16, pollIntervalMs: 100 });
    running.push(await startDispatcher(fixture.database, config));
    running.push(await startDispatcher(second, config));
    // Both are idle and listening; one commit wakes both, and they race for the same rows.
    await fixture.appendRenames(automation, await fixture.draftDeal(), EVENTS);

    const rows = await fixture.settled(automation.actionId, EVENTS, 40_000);
    expect(rows.every((row) => row.status === 'delivered' && row.attempt_count === 1)).toBe(true);
    await receiver.waitFor(EVENTS);
    const ids = receiver.received.map((r) => r.headers['x-service-delivery']);
    expect(ids).toHaveLength(EVENTS);
    expect(new Set(ids)).toEqual(new Set(rows.map((row) => row.id)));
    const [{ attempts }] = await fixture.database.dataSource.query(
      `SELECT count(*)::int AS attempts FROM delivery_attempts a
       JOIN webhook_deliveries d ON d.id = a.delivery_id WHERE d.action_id = $1`,
      [automation.actionId],
    );
    expect(attempts).toBe(EVENTS);
    const shares = running.map((r) => r.dispatcher.stats.snapshot());
    expect(shares.map((s) => s.delivered).reduce((a, b) => a + b, 0)).toBe(EVENTS);
    expect(shares.every((s) => s.delivered > 0 && s.leaseLost === 0 && s.errors === 0)).toBe(true);
  }, 45_000);
});
