import { ConfigError } from '@deal/nest-kit';
import type { Database } from '@deal/persistence';
import { DAY_MS, RetentionRows } from '../libs/persistence/src/testing/retention-rows';
import { openTestDatabase } from '../libs/persistence/src/testing/test-database';
import { parsePruneConfig, runPrune } from './prune-command';

/** What `npm run prune` runs (tools/prune.ts): its configuration and its one line of counts. */
describe('npm run prune', () => {
  let database: Database;
  const T = Date.UTC(2026, 10, 23, 9);

  beforeAll(async () => {
    database = await openTestDatabase();
  });

  afterAll(async () => {
    await database.close();
  });

  it('reads the horizons with their defaults, and lists every bad one at once', () => {
    expect(parsePruneConfig({})).toEqual({
      deliveryDays: 30,
      eventDays: 30,
      sessionDays: 7,
      deviceCodeDays: 1,
    });
    expect(
      parsePruneConfig({
        RETENTION_DELIVERY_DAYS: '365',
        RETENTION_SESSION_DAYS: '1',
        RETENTION_DEVICE_CODE_DAYS: '0',
        RETENTION_EVENT_DAYS: '7',
      }),
    ).toEqual({ deliveryDays: 365, eventDays: 7, sessionDays: 1, deviceCodeDays: 0 });
    let error: unknown;
    try {
      parsePruneConfig({ RETENTION_DELIVERY_DAYS: 'thirty', RETENTION_DEVICE_CODE_DAYS: '3651' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'RETENTION_DELIVERY_DAYS must be an integer from 1 to 3650, got "thirty"',
      'RETENTION_DEVICE_CODE_DAYS must be an integer from 0 to 3650, got "3651"',
    ]);
  });

  it('prunes with the horizons it was given and prints one JSON line of counts per table', async () => {
    const rows = await RetentionRows.open(database, 'rt', T - 400 * DAY_MS);
    const old = await rows.event('old', T - 100 * DAY_MS);
    await rows.delivery('old', old, { status: 'delivered', updatedAt: T - 100 * DAY_MS, attempts: 2 });
    // Past the default 30 days, inside the 90 configured here.
    const kept = await rows.event('kept', T - 60 * DAY_MS);
    await rows.delivery('kept', kept, { status: 'failed', updatedAt: T - 60 * DAY_MS });
    await rows.session('old', T - 3 * DAY_MS);
    await rows.deviceCode('old', T - 3 * DAY_MS, 'denied');
    await rows.idempotencyKey('old', T - DAY_MS);
    await rows.invitation('old', T - DAY_MS);

    const horizons = parsePruneConfig({ RETENTION_DELIVERY_DAYS: '90', RETENTION_SESSION_DAYS: '2' });
    const line = await runPrune(database, horizons, T);

    expect(line).not.toContain('\n');
    expect(JSON.parse(line)).toEqual({
      webhook_deliveries: 1,
      delivery_attempts: 2,
      outbox_events: 1,
      web_sessions: 1,
      device_authorizations: 1,
      idempotency_keys: 1,
      invitations: 1,
      inbound_webhook_receipts: 0,
      email_outbox: 0,
    });
    const left = await rows.remaining();
    expect(left.webhook_deliveries).toEqual(['rt_dlv_kept']);
    expect(left.outbox_events).toEqual(['rt_evt_kept']);
    expect(left.web_sessions).toEqual([]);
  });
});
