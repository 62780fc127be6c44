import type { Database } from '@deal/persistence';

/** How many rows a scale seed writes. */
export interface ScaleSizes {
  /** Kept deliveries of the one measured automation, and events of the measured space. */
  readonly rows: number;
  /** Deals of the measured space. */
  readonly deals: number;
  /** Deliveries (with their attempt and event) past the retention horizon, for the prune. */
  readonly expired: number;
}

/** The seeded space, automation and action the scale phase measures. */
export const SCALE_IDS = {
  space: 'scl_spc',
  automation: 'scl_aut',
  action: 'scl_act',
  expiredSpace: 'scl_old_spc',
  expiredAutomation: 'scl_old_aut',
  expiredAction: 'scl_old_act',
} as const;

/** Every how-many-th kept delivery is still pending (due), the rest delivered: "most delivered". */
export const PENDING_EVERY = 100;

/**
 * The statements of a scale seed, each one set-based (`generate_series`), so a million rows cost
 * seconds, not a million round trips. The sizes are whole numbers (checked) and `now` a timestamp
 * this module formats, so they are written into the text: some statements use only some of them,
 * and PostgreSQL refuses a bound parameter whose type no statement text gives.
 *
 * - The measured space holds `rows` events over the last 30 days, each with one delivery of the
 *   measured action (every PENDING_EVERY-th still pending and due, the rest delivered, with one
 *   attempt), and `deals` deals. Its events carry increasing transaction ids below the current one,
 *   several events per transaction, as the feed's commit order expects of committed rows.
 * - Another space holds `expired` events 40 to 70 days old, each with a delivered delivery (and its
 *   attempt) finished 35 to 65 days ago: past the 30-day horizons, what the prune deletes.
 */
export function scaleSeedSql(sizes: ScaleSizes, now: number): string[] {
  for (const [name, value] of Object.entries(sizes)) {
    if (!Number.isSafeInteger(value) || value < 1) throw new RangeError(`${name} must be a positive integer`);
  }
  const at = `'${new Date(now).toISOString()}'::timestamptz`;
  const { rows, expired, deals } = sizes;
  return [
    `INSERT INTO spaces (id, name, plan, created_at, updated_at)
   VALUES ('${SCALE_IDS.space}', 'Scale', 'free', ${at}, ${at}),
          ('${SCALE_IDS.expiredSpace}', 'Scale (expired)', 'free', ${at}, ${at})`,
    `INSERT INTO automations (id, space_id, name, trigger, created_at, updated_at)
   VALUES ('${SCALE_IDS.automation}', '${SCALE_IDS.space}', 'Scale log', 'deal_updated', ${at}, ${at}),
          ('${SCALE_IDS.expiredAutomation}', '${SCALE_IDS.expiredSpace}', 'Scale expired', 'deal_updated',
           ${at}, ${at})`,
    `INSERT INTO automation_actions (id, automation_id, position, type, url, secret)
   VALUES ('${SCALE_IDS.action}', '${SCALE_IDS.automation}', 0, 'send_webhook', 'https://scale.example.com/hook', 'whsec_scale'),
          ('${SCALE_IDS.expiredAction}', '${SCALE_IDS.expiredAutomation}', 0, 'send_webhook',
           'https://scale.example.com/old', 'whsec_scale_old')`,
    // Kept events: the newest at `now`, one every 30 days / rows before it.
    `INSERT INTO outbox_events (id, space_id, deal_id, event, payload, created_at, revision, actor_type, actor_id, xact_id)
   SELECT 'evt_scl_' || lpad(g::text, 9, '0'), '${SCALE_IDS.space}', 'deal_scl_' || (g % 1000), 'service_deal_updated',
     json_build_object('event', 'service_deal_updated', 'revision', 2,
       'actor', json_build_object('type', 'user', 'id', 'usr_scale'),
       'deal', json_build_object('id', 'deal_scl_' || (g % 1000), 'name', 'Deal ' || g, 'status', 'approved'),
       'changes', json_build_object('price', g)),
     ${at} - interval '30 days' * ((${rows} - g)::float8 / ${rows}),
     2, 'user', 'usr_scale',
     (((pg_current_xact_id()::text::bigint - 1) * g) / (${rows} + 1))::text::xid8
   FROM generate_series(1, ${rows}) AS g`,
    `INSERT INTO webhook_deliveries (id, event_id, action_id, automation_id, status, attempt_count, next_attempt_at,
     created_at, updated_at, delivered_at)
   SELECT 'dlv_scl_' || substr(e.id, 9), e.id, '${SCALE_IDS.action}', '${SCALE_IDS.automation}',
     CASE WHEN substr(e.id, 9)::int % ${PENDING_EVERY} = 0 THEN 'pending' ELSE 'delivered' END,
     CASE WHEN substr(e.id, 9)::int % ${PENDING_EVERY} = 0 THEN 0 ELSE 1 END,
     e.created_at, e.created_at, e.created_at + interval '1 second',
     CASE WHEN substr(e.id, 9)::int % ${PENDING_EVERY} = 0 THEN NULL ELSE e.created_at + interval '1 second' END
   FROM outbox_events AS e WHERE e.space_id = '${SCALE_IDS.space}'`,
    // Expired events and their delivered deliveries, each with its attempt.
    `INSERT INTO outbox_events (id, space_id, deal_id, event, payload, created_at, revision, actor_type, actor_id, xact_id)
   SELECT 'evt_old_' || lpad(g::text, 9, '0'), '${SCALE_IDS.expiredSpace}', 'deal_old', 'service_deal_updated',
     json_build_object('event', 'service_deal_updated', 'revision', 2, 'changes', json_build_object('price', g)),
     ${at} - interval '40 days' - interval '30 days' * (g::float8 / ${expired}),
     2, 'user', 'usr_scale', '1'::xid8
   FROM generate_series(1, ${expired}) AS g`,
    `INSERT INTO webhook_deliveries (id, event_id, action_id, automation_id, status, attempt_count, next_attempt_at,
     created_at, updated_at, delivered_at)
   SELECT 'dlv_old_' || substr(e.id, 9), e.id, '${SCALE_IDS.expiredAction}', '${SCALE_IDS.expiredAutomation}',
     'delivered', 1, e.created_at, e.created_at, e.created_at + interval '5 days', e.created_at + interval '5 days'
   FROM outbox_events AS e WHERE e.space_id = '${SCALE_IDS.expiredSpace}'`,
    `INSERT INTO delivery_attempts (id, delivery_id, attempt_number, started_at, duration_ms, status_code)
   SELECT 'att_' || substr(d.id, 5), d.id, 1, d.updated_at, 40, 200
   FROM webhook_deliveries AS d WHERE d.status = 'delivered'`,
    `INSERT INTO deals (id, space_id, name, status, currency, price, cost, probability, created_at, updated_at)
   SELECT 'deal_' || md5('scale' || g), '${SCALE_IDS.space}', 'Deal ' || g,
     (ARRAY['draft', 'approved', 'progressed', 'won'])[1 + g % 4], 'usd', 1000 + g % 5000, 600 + g % 3000, 0.5,
     ${at} - g * interval '1 second', ${at} - g * interval '1 second'
   FROM generate_series(1, ${deals}) AS g`,
  ];
}

/**
 * Seeds `sizes` rows into a migrated, empty database, in one transaction, and leaves its statistics
 * fresh. The rows are consistent by construction, so where the server allows it (a superuser, as
 * the bench's throw-away server is) the foreign-key checks are left out of the load
 * (`session_replication_role = replica`): they are per-row triggers, the larger part of a
 * million-row insert's time. The tables' indexes stay, so the load also builds them as writes do.
 */
export async function seedScale(database: Database, sizes: ScaleSizes, now: number): Promise<void> {
  const runner = database.dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.startTransaction();
    await runner.query('SAVEPOINT replica');
    try {
      await runner.query('SET LOCAL session_replication_role = replica');
    } catch {
      await runner.query('ROLLBACK TO SAVEPOINT replica');
    }
    for (const sql of scaleSeedSql(sizes, now)) await runner.query(sql);
    await runner.commitTransaction();
  } catch (error) {
    if (runner.isTransactionActive) await runner.rollbackTransaction();
    throw error;
  } finally {
    await runner.release();
  }
  // A live table is vacuumed and analyzed by autovacuum; a freshly loaded one is not yet.
  await database.dataSource.query(
    'VACUUM (ANALYZE) spaces, automations, automation_actions, outbox_events, webhook_deliveries, delivery_attempts, deals',
  );
}
