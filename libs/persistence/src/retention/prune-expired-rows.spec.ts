import type { Database } from '../data-source/database';
import { TypeOrmDeliveryRepository } from '../repositories/typeorm-delivery.repository';
import { DAY_MS, RetentionRows } from '../testing/retention-rows';
import { openTestDatabase } from '../testing/test-database';
import { pruneExpiredRows, type RetentionHorizons } from './prune-expired-rows';

/**
 * The retention prune against a real database: what is past its horizon goes, what is inside it
 * (or still in play) stays. Runs on PGlite by default and on the real server with DATABASE_URL.
 */
describe('pruneExpiredRows', () => {
  let database: Database;
  const T = Date.UTC(2026, 10, 23, 9);
  const HOUR = 3_600_000;
  const horizons: RetentionHorizons = { deliveryDays: 30, eventDays: 30, sessionDays: 7, deviceCodeDays: 1 };
  const deliveryCutoff = T - 30 * DAY_MS;

  beforeAll(async () => {
    database = await openTestDatabase();
  });

  afterAll(async () => {
    await database.close();
  });

  it('deletes what is past each horizon and keeps what is inside it or still in play', async () => {
    const rows = await RetentionRows.open(database, 'ra', T - 90 * DAY_MS);
    // Finished long ago: the delivery, its attempts and its event go.
    const oldEvent = await rows.event('old', T - 31 * DAY_MS);
    await rows.delivery('delivered_old', oldEvent, {
      status: 'delivered',
      updatedAt: T - 31 * DAY_MS,
      attempts: 2,
    });
    const failedEvent = await rows.event('failed', T - 40 * DAY_MS);
    await rows.delivery('failed_old', failedEvent, {
      status: 'failed',
      updatedAt: T - 40 * DAY_MS,
      attempts: 3,
    });
    // Pending since long before the horizon (the dispatcher was down), and one claimed in flight.
    const stuckEvent = await rows.event('stuck', T - 60 * DAY_MS);
    await rows.delivery('pending_old', stuckEvent, { status: 'pending', updatedAt: T - 60 * DAY_MS });
    const leasedEvent = await rows.event('leased', T - 45 * DAY_MS);
    await rows.delivery('leased_old', leasedEvent, {
      status: 'pending',
      updatedAt: T - 45 * DAY_MS,
      leaseExpiresAt: T + 60_000,
      attempts: 2,
    });
    // An old event whose delivery was redelivered by hand inside the horizon.
    const redelivered = await rows.event('redelivered', T - 35 * DAY_MS);
    await rows.delivery('redelivered', redelivered, {
      status: 'delivered',
      createdAt: T - 35 * DAY_MS,
      updatedAt: T - 29 * DAY_MS,
      attempts: 4,
    });
    // An old event with one delivery past the horizon and one inside it: only the first goes.
    const split = await rows.event('split', T - 35 * DAY_MS);
    await rows.delivery('split_old', split, { status: 'delivered', updatedAt: T - 34 * DAY_MS });
    await rows.delivery('split_recent', split, { status: 'failed', updatedAt: T - DAY_MS, attempts: 3 });
    // Finished exactly at the cutoff: inside the horizon.
    const edge = await rows.event('edge', T - 31 * DAY_MS);
    await rows.delivery('edge', edge, { status: 'failed', updatedAt: deliveryCutoff });
    // Events with no delivery left (their action was deleted): the old one goes, the recent one stays.
    await rows.event('orphan_old', T - 40 * DAY_MS);
    await rows.event('orphan_recent', T - DAY_MS);
    // Web sessions: 7 days past expiry.
    await rows.session('expired_old', T - 8 * DAY_MS);
    await rows.session('revoked_old', T - 8 * DAY_MS, T - 8 * DAY_MS - 6 * HOUR);
    await rows.session('expired_recent', T - 6 * DAY_MS);
    await rows.session('revoked_live', T + 6 * HOUR, T - HOUR);
    await rows.session('live', T + 11 * HOUR);
    // Device authorizations: 1 day past expiry, whatever became of them.
    await rows.deviceCode('expired_old', T - 2 * DAY_MS, 'pending');
    await rows.deviceCode('used_old', T - 3 * DAY_MS, 'used');
    await rows.deviceCode('denied_old', T - 25 * HOUR, 'denied');
    await rows.deviceCode('expired_recent', T - 12 * HOUR, 'pending');
    await rows.deviceCode('live', T + 10 * 60_000, 'pending');
    // Idempotency keys: gone once their 24 hours are over, with no horizon of their own.
    await rows.idempotencyKey('expired', T - HOUR);
    await rows.idempotencyKey('edge', T);
    await rows.idempotencyKey('live', T + HOUR);
    // Invitations: gone once their 7 days are over, like the keys.
    await rows.invitation('expired', T - HOUR);
    await rows.invitation('edge', T);
    await rows.invitation('live', T + HOUR);

    const log = new TypeOrmDeliveryRepository(database.dataSource.manager);
    const logBefore = await log.listForAutomation(rows.automationId, { limit: 100, afterId: null });

    const counts = await pruneExpiredRows(database, { now: T, horizons });

    expect(counts).toEqual({
      webhook_deliveries: 3,
      delivery_attempts: 6,
      outbox_events: 3,
      web_sessions: 2,
      device_authorizations: 3,
      idempotency_keys: 1,
      invitations: 1,
      inbound_webhook_receipts: 0,
      email_outbox: 0,
    });
    expect(await rows.remaining()).toEqual({
      webhook_deliveries: [
        'ra_dlv_edge',
        'ra_dlv_leased_old',
        'ra_dlv_pending_old',
        'ra_dlv_redelivered',
        'ra_dlv_split_recent',
      ],
      delivery_attempts: [
        'ra_dlv_edge_a1',
        'ra_dlv_leased_old_a1',
        'ra_dlv_leased_old_a2',
        'ra_dlv_pending_old_a1',
        'ra_dlv_redelivered_a1',
        'ra_dlv_redelivered_a2',
        'ra_dlv_redelivered_a3',
        'ra_dlv_redelivered_a4',
        'ra_dlv_split_recent_a1',
        'ra_dlv_split_recent_a2',
        'ra_dlv_split_recent_a3',
      ],
      outbox_events: [
        'ra_evt_edge',
        'ra_evt_leased',
        'ra_evt_orphan_recent',
        'ra_evt_redelivered',
        'ra_evt_split',
        'ra_evt_stuck',
      ],
      web_sessions: ['ra_ses_expired_recent', 'ra_ses_live', 'ra_ses_revoked_live'],
      device_authorizations: ['ra_dev_expired_recent', 'ra_dev_live'],
      // The personal token a used device code yielded is a credential of its own.
      credentials: ['ra_dev_used_old_tok'],
      idempotency_keys: ['ra_idk_edge', 'ra_idk_live'],
      invitations: ['ra_inv_edge', 'ra_inv_live'],
    });
    // The delivery log shows exactly what it showed inside the horizon, attempts included.
    const logAfter = await log.listForAutomation(rows.automationId, { limit: 100, afterId: null });
    expect(logAfter).toEqual(
      logBefore.filter((entry) => entry.status === 'pending' || entry.updatedAt >= deliveryCutoff),
    );
    expect(logAfter).toHaveLength(5);

    // A second run finds nothing more to do.
    expect(await pruneExpiredRows(database, { now: T, horizons })).toEqual({
      webhook_deliveries: 0,
      delivery_attempts: 0,
      outbox_events: 0,
      web_sessions: 0,
      device_authorizations: 0,
      idempotency_keys: 0,
      invitations: 0,
      inbound_webhook_receipts: 0,
      email_outbox: 0,
    });
  });

  it('deletes the receipts of signed inbound calls once their 24 hours are over', async () => {
    const rows = await RetentionRows.open(database, 'rr', T - 90 * DAY_MS);
    for (const [id, expiresAt] of [
      ['msg_expired', T - HOUR],
      ['msg_edge', T],
      ['msg_live', T + HOUR],
    ] as const) {
      await database.dataSource.query(
        `INSERT INTO inbound_webhook_receipts (automation_id, webhook_id, receipt, received_at, expires_at)
         VALUES ($1, $2, '{}'::jsonb, $3, $4)`,
        [rows.automationId, id, new Date(expiresAt - DAY_MS), new Date(expiresAt)],
      );
    }
    const counts = await pruneExpiredRows(database, { now: T, horizons });
    expect(counts.inbound_webhook_receipts).toBe(1);
    const left = await database.dataSource.query(
      `SELECT webhook_id FROM inbound_webhook_receipts WHERE automation_id = $1 ORDER BY webhook_id`,
      [rows.automationId],
    );
    expect(left).toEqual([{ webhook_id: 'msg_edge' }, { webhook_id: 'msg_live' }]);
  });

  it('deletes sent and failed emails past the delivery horizon and keeps pending ones, however old', async () => {
    const email = (id: string, status: 'pending' | 'sent' | 'failed', updatedAt: number) =>
      database.dataSource.query(
        `INSERT INTO email_outbox (id, kind, recipient, subject, text_body, html_body, links, status,
           next_attempt_at, created_at, updated_at)
         VALUES ($1, 'invitation', 'ada@example.test', 'Invited', $2, $2, $2, $3, $4, $4, $4)`,
        [id, status === 'pending' ? 'sealed' : null, status, new Date(updatedAt)],
      );
    await email('eml_sent_old', 'sent', deliveryCutoff - HOUR);
    await email('eml_failed_old', 'failed', deliveryCutoff - DAY_MS);
    await email('eml_sent_edge', 'sent', deliveryCutoff);
    await email('eml_sent_new', 'sent', T - HOUR);
    await email('eml_pending_old', 'pending', T - 90 * DAY_MS);
    const counts = await pruneExpiredRows(database, { now: T, horizons });
    expect(counts.email_outbox).toBe(2);
    const left = await database.dataSource.query(
      `SELECT id FROM email_outbox WHERE id LIKE 'eml_%' ORDER BY id`,
    );
    expect(left).toEqual([{ id: 'eml_pending_old' }, { id: 'eml_sent_edge' }, { id: 'eml_sent_new' }]);
  });

  it('deletes everything eligible in batches smaller than the row count, across the batch boundary', async () => {
    const rows = await RetentionRows.open(database, 'rb', T - 90 * DAY_MS);
    for (let n = 1; n <= 7; n++) {
      const event = await rows.event(`e${n}`, T - 40 * DAY_MS);
      await rows.delivery(`d${n}`, event, {
        status: n % 2 ? 'delivered' : 'failed',
        updatedAt: T - 35 * DAY_MS,
      });
      await rows.session(`s${n}`, T - 10 * DAY_MS);
      await rows.deviceCode(`c${n}`, T - 5 * DAY_MS, 'pending');
      await rows.idempotencyKey(`k${n}`, T - DAY_MS);
      await rows.invitation(`i${n}`, T - DAY_MS);
    }
    const keptEvent = await rows.event('kept', T - 40 * DAY_MS);
    await rows.delivery('kept', keptEvent, { status: 'pending', updatedAt: T - 40 * DAY_MS });

    const counts = await pruneExpiredRows(database, { now: T, horizons, batchSize: 2 });

    expect(counts).toEqual({
      webhook_deliveries: 7,
      delivery_attempts: 7,
      outbox_events: 7,
      web_sessions: 7,
      device_authorizations: 7,
      idempotency_keys: 7,
      invitations: 7,
      inbound_webhook_receipts: 0,
      email_outbox: 0,
    });
    expect(await rows.remaining()).toEqual({
      webhook_deliveries: ['rb_dlv_kept'],
      delivery_attempts: ['rb_dlv_kept_a1'],
      outbox_events: ['rb_evt_kept'],
      web_sessions: [],
      device_authorizations: [],
      credentials: [],
      idempotency_keys: [],
      invitations: [],
    });
  });

  it('walks past old events a delivery still needs, however many batches they fill, to those that go', async () => {
    const rows = await RetentionRows.open(database, 'rw', T - 90 * DAY_MS);
    // Five old events still needed (pending deliveries) sort before three that go: with batches of
    // two, the first batches delete nothing, and the walk must carry on past them.
    for (let n = 1; n <= 5; n++) {
      const needed = await rows.event(`needed${n}`, T - 60 * DAY_MS);
      await rows.delivery(`needed${n}`, needed, { status: 'pending', updatedAt: T - 60 * DAY_MS });
    }
    for (let n = 1; n <= 3; n++) {
      const gone = await rows.event(`gone${n}`, T - 40 * DAY_MS);
      await rows.delivery(`gone${n}`, gone, { status: 'delivered', updatedAt: T - 35 * DAY_MS });
    }

    const counts = await pruneExpiredRows(database, { now: T, horizons, batchSize: 2 });

    expect(counts).toMatchObject({ webhook_deliveries: 3, delivery_attempts: 3, outbox_events: 3 });
    const left = await rows.remaining();
    expect(left.outbox_events).toEqual([1, 2, 3, 4, 5].map((n) => `rw_evt_needed${n}`));
    expect(left.webhook_deliveries).toEqual([1, 2, 3, 4, 5].map((n) => `rw_dlv_needed${n}`));
  });

  it('a row count that is an exact multiple of the batch size is deleted in full', async () => {
    const rows = await RetentionRows.open(database, 'rc', T - 90 * DAY_MS);
    await rows.bulkDelivered('bulk', 1_000, T - 31 * DAY_MS);
    await rows.bulkDelivered('young', 3, T - 29 * DAY_MS);

    const counts = await pruneExpiredRows(database, { now: T, horizons });

    expect(counts).toMatchObject({
      webhook_deliveries: 1_000,
      delivery_attempts: 1_000,
      outbox_events: 1_000,
    });
    const left = await rows.remaining();
    expect(left.webhook_deliveries).toEqual(['rc_young_dlv_1', 'rc_young_dlv_2', 'rc_young_dlv_3']);
    expect(left.outbox_events).toEqual(['rc_young_evt_1', 'rc_young_evt_2', 'rc_young_evt_3']);
    expect(left.delivery_attempts).toHaveLength(3);
  });

  it('an aborted prune stops before its next batch and deletes nothing more', async () => {
    const rows = await RetentionRows.open(database, 'rd', T - 90 * DAY_MS);
    const event = await rows.event('e', T - 40 * DAY_MS);
    await rows.delivery('d', event, { status: 'delivered', updatedAt: T - 40 * DAY_MS });
    await rows.session('s', T - 10 * DAY_MS);
    await rows.invitation('i', T - DAY_MS);
    const stop = new AbortController();
    stop.abort();

    const counts = await pruneExpiredRows(database, { now: T, horizons, signal: stop.signal });

    expect(Object.values(counts)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
    const left = await rows.remaining();
    expect(left.webhook_deliveries).toEqual(['rd_dlv_d']);
    expect(left.web_sessions).toEqual(['rd_ses_s']);
    expect(left.invitations).toEqual(['rd_inv_i']);
    // The next run takes what the stopped one left.
    expect(await pruneExpiredRows(database, { now: T, horizons })).toMatchObject({
      webhook_deliveries: 1,
      outbox_events: 1,
      web_sessions: 1,
      invitations: 1,
      inbound_webhook_receipts: 0,
      email_outbox: 0,
    });
  });

  it('keeps events for RETENTION_EVENT_DAYS, however short, but never one a delivery still needs', async () => {
    const rows = await RetentionRows.open(database, 'rv', T - 90 * DAY_MS);
    const shortEvents = { ...horizons, eventDays: 10 };
    // Past the 10 days and nothing points at it: it goes (a change no automation matched).
    await rows.event('feed_old', T - 11 * DAY_MS);
    // Inside the 10 days: it stays.
    const young = await rows.event('feed_young', T - 9 * DAY_MS);
    // Past the 10 days, but its delivery is still in the delivery log (inside 30 days): it stays.
    const needed = await rows.event('needed', T - 20 * DAY_MS);
    await rows.delivery('needed', needed, { status: 'delivered', updatedAt: T - 20 * DAY_MS });
    const counts = await pruneExpiredRows(database, { now: T, horizons: shortEvents });
    expect(counts).toMatchObject({ outbox_events: 1, webhook_deliveries: 0 });
    expect((await rows.remaining()).outbox_events.sort()).toEqual([needed, young].sort());
  });

  it('refuses a batch size that is not a positive integer', async () => {
    await expect(pruneExpiredRows(database, { now: T, horizons, batchSize: 0 })).rejects.toThrow(RangeError);
  });

  // Only a real server has row locks across connections; the embedded database has one connection.
  const onServer = process.env['DATABASE_URL'] ? it : it.skip;
  onServer(
    'skips a delivery another transaction holds, without waiting for it, and takes it next run',
    async () => {
      const rows = await RetentionRows.open(database, 're', T - 90 * DAY_MS);
      const heldEvent = await rows.event('held', T - 40 * DAY_MS);
      await rows.delivery('held', heldEvent, { status: 'failed', updatedAt: T - 40 * DAY_MS });
      const freeEvent = await rows.event('free', T - 40 * DAY_MS);
      await rows.delivery('free', freeEvent, { status: 'failed', updatedAt: T - 40 * DAY_MS });
      const runner = database.dataSource.createQueryRunner();
      await runner.connect();
      try {
        await runner.startTransaction();
        // What a redelivery by hand holds while it runs.
        await runner.query(`SELECT id FROM webhook_deliveries WHERE id = 're_dlv_held' FOR UPDATE`);

        const first = await pruneExpiredRows(database, { now: T, horizons });
        expect(first).toMatchObject({ webhook_deliveries: 1, outbox_events: 1 });
        expect((await rows.remaining()).webhook_deliveries).toEqual(['re_dlv_held']);

        await runner.commitTransaction();
      } finally {
        await runner.release();
      }
      const second = await pruneExpiredRows(database, { now: T, horizons });
      expect(second).toMatchObject({ webhook_deliveries: 1, outbox_events: 1 });
      expect((await rows.remaining()).outbox_events).toEqual([]);
    },
  );
});
