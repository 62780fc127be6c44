import { DAY_MS, RetentionRows } from '../../../../libs/persistence/src/testing/retention-rows';
import { startDispatcher, type RunningDispatcher } from '../start-dispatcher';
import { DispatchFixture, testDispatcherConfig } from '../testing/dispatch-fixture';

/**
 * The running dispatcher prunes at start and logs the run. Runs on PGlite by default and on the
 * real server with DATABASE_URL.
 */
describe('webhook-dispatcher prunes what is past its retention horizon', () => {
  let fixture: DispatchFixture;
  let running: RunningDispatcher | undefined;
  let output: jest.SpyInstance;

  beforeAll(async () => {
    fixture = await DispatchFixture.open();
  });

  beforeEach(() => {
    output = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
  });

  afterEach(async () => {
    await running?.close();
    running = undefined;
    output.mockRestore();
  });

  afterAll(async () => {
    await fixture.close();
  });

  const pruneLines = (): Record<string, unknown>[] =>
    output.mock.calls
      .map(([chunk]) => String(chunk))
      .flatMap((text) => text.split('\n'))
      .filter((line) => line.includes('"retention prune finished"'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  it('deletes old finished deliveries, events, sessions and device codes at start, and keeps the rest', async () => {
    const now = Date.now();
    const rows = await RetentionRows.open(fixture.database, 'rz', now - 90 * DAY_MS);
    const oldEvent = await rows.event('old', now - 40 * DAY_MS);
    await rows.delivery('old', oldEvent, { status: 'delivered', updatedAt: now - 40 * DAY_MS, attempts: 2 });
    const stuckEvent = await rows.event('stuck', now - 40 * DAY_MS);
    // Pending for 40 days and due far in the future, so the running dispatcher leaves it alone too.
    await rows.delivery('stuck', stuckEvent, {
      status: 'pending',
      updatedAt: now - 40 * DAY_MS,
      leaseExpiresAt: now + 3_600_000,
    });
    const recentEvent = await rows.event('recent', now - 2 * DAY_MS);
    await rows.delivery('recent', recentEvent, {
      status: 'failed',
      updatedAt: now - 2 * DAY_MS,
      attempts: 3,
    });
    await rows.session('old', now - 8 * DAY_MS);
    await rows.session('live', now + 3_600_000);
    await rows.deviceCode('old', now - 2 * DAY_MS, 'used');

    running = await startDispatcher(
      fixture.database,
      testDispatcherConfig({ logLevel: 'info', retentionIntervalMs: 3_600_000 }),
    );
    const deadline = Date.now() + 10_000;
    while (pruneLines().length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));

    expect(pruneLines()).toEqual([
      expect.objectContaining({
        level: 'info',
        webhook_deliveries: 1,
        delivery_attempts: 2,
        outbox_events: 1,
        web_sessions: 1,
        device_authorizations: 1,
        duration_ms: expect.any(Number),
      }),
    ]);
    const left = await rows.remaining();
    expect(left.webhook_deliveries).toEqual(['rz_dlv_recent', 'rz_dlv_stuck']);
    expect(left.outbox_events).toEqual(['rz_evt_recent', 'rz_evt_stuck']);
    expect(left.delivery_attempts).toHaveLength(4);
    expect(left.web_sessions).toEqual(['rz_ses_live']);
    expect(left.device_authorizations).toEqual([]);
  });

  it('with RETENTION_INTERVAL_S=0 it never prunes', async () => {
    const now = Date.now();
    const rows = await RetentionRows.open(fixture.database, 'ry', now - 90 * DAY_MS);
    await rows.session('old', now - 30 * DAY_MS);

    running = await startDispatcher(
      fixture.database,
      testDispatcherConfig({ logLevel: 'info', retentionIntervalMs: 0 }),
    );
    await new Promise((r) => setTimeout(r, 300));

    expect(pruneLines()).toEqual([]);
    expect((await rows.remaining()).web_sessions).toEqual(['ry_ses_old']);
  });
});
