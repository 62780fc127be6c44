import { deleteAutomation } from '@deal/domain';
import {
  answerStatus,
  startWebhookReceiver,
  type WebhookReceiver,
} from '../../../libs/node-adapters/src/testing/webhook-receiver';
import { startDispatcher, type RunningDispatcher } from './start-dispatcher';
import { DispatchFixture, testDispatcherConfig } from './testing/dispatch-fixture';

/**
 * Automations deleted while a busy dispatcher delivers their events (issue: the grouped record of
 * a finished attempt whose delivery had just been deleted failed on the foreign key, every record of
 * its group with it, and deliveries of untouched automations were sent again when their leases
 * ended). Real server only: the deletes must commit while the dispatcher's statements run.
 */
const onServer = process.env['DATABASE_URL'] ? describe : describe.skip;

const KEPT = 4;
const DOOMED = 8;
const EVENTS = 40;
/** Short, so that a group that failed would show its repeats within the test. */
const LEASE_MS = 2_500;

onServer('automations deleted while their deliveries are in flight', () => {
  let fixture: DispatchFixture;
  let receiver: WebhookReceiver;
  let running: RunningDispatcher | undefined;

  beforeAll(async () => {
    fixture = await DispatchFixture.open();
    // Every request answered after a few ms, so dozens are in flight; the doomed ones partly fail
    // (a failed delivery moves its endpoint's health in the same statement).
    receiver = await startWebhookReceiver(async (request, response) => {
      await new Promise((resolve) => setTimeout(resolve, 10 + (request.body.length % 20)));
      const failing =
        request.path.startsWith('/doomed') && String(request.headers['x-service-delivery']).slice(-1) < 'M';
      answerStatus(failing ? 410 : 200)(request, response);
    });
  });

  afterAll(async () => {
    await running?.close();
    await receiver?.close();
    await fixture?.close();
  });

  it('records every other delivery once: no group fails, nothing is sent twice', async () => {
    const dealId = await fixture.draftDeal();
    const kept = [];
    const doomed = [];
    for (let i = 0; i < KEPT; i += 1) kept.push(await fixture.addAutomation(`${receiver.url}/kept/${i}`));
    for (let i = 0; i < DOOMED; i += 1)
      doomed.push(await fixture.addAutomation(`${receiver.url}/doomed/${i}`));
    // Interleaved, so that the claims (oldest first) mix kept and doomed deliveries to the end.
    for (let round = 0; round < EVENTS / 5; round += 1)
      for (const automation of [...kept, ...doomed]) await fixture.appendRenames(automation, dealId, 5);

    running = await startDispatcher(
      fixture.database,
      testDispatcherConfig({ concurrency: 32, timeoutMs: 1_000, leaseMs: LEASE_MS, retryDelaysMs: [] }),
    );
    // Delete the doomed automations one by one while the backlog drains.
    await receiver.waitFor(40, 10_000);
    for (const automation of doomed) {
      const deleted = await deleteAutomation(
        { uow: fixture.uow },
        fixture.actor,
        fixture.spaceId,
        automation.id,
      );
      expect(deleted.ok).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }

    for (const automation of kept) {
      const rows = await fixture.settled(automation.actionId, EVENTS, 20_000);
      expect(rows.filter((row) => row.status !== 'delivered' || row.attempt_count !== 1)).toEqual([]);
    }
    // A record lost with its group would leave its delivery pending until the lease ends, then send it again.
    await new Promise((resolve) => setTimeout(resolve, LEASE_MS + 1_000));

    const sent = new Map<string, number>();
    for (const request of receiver.received) {
      const id = String(request.headers['x-service-delivery']);
      sent.set(id, (sent.get(id) ?? 0) + 1);
    }
    const duplicates = [...sent].filter(([, times]) => times > 1);
    const keptSent = receiver.received.filter((request) => request.path.startsWith('/kept')).length;
    const counts = running.dispatcher.stats.snapshot();
    process.stdout.write(
      `deletes while delivering: ${receiver.received.length} requests, ${duplicates.length} repeated, errors ${counts.errors}\n`,
    );
    expect(duplicates).toEqual([]);
    expect(keptSent).toBe(KEPT * EVENTS);
    expect(counts.errors).toBe(0);
  }, 60_000);
});
