import type { Database } from '../data-source/database';
import { openTestDatabase } from '../testing/test-database';
import { DEFAULT_ENDPOINT_HEALTH_RULE } from '@deal/domain';
import { attemptRecordColumns, recordAttemptsParameters } from './delivery.mapper';
import { RECORD_ATTEMPTS_NO_FAILURE_SQL, RECORD_ATTEMPTS_SQL } from './delivery.sql';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

/**
 * The group record must find its deliveries and their attempt numbers by primary key as the
 * delivery log and the backlog grow, never by reading either: its cost is per record, not per row.
 */
describe('the group record statement', () => {
  let database: Database;
  const T = Date.UTC(2026, 10, 23, 9);

  beforeAll(async () => {
    database = await openTestDatabase();
    const at = new Date(T);
    const query = (sql: string, parameters: unknown[] = []) => database.dataSource.query(sql, parameters);
    await query(
      `INSERT INTO spaces (id, name, plan, created_at, updated_at) VALUES ('spc_p', 'P', 'free', $1, $1)`,
      [at],
    );
    await query(
      `INSERT INTO automations (id, space_id, name, trigger, created_at, updated_at) VALUES ('aut_p', 'spc_p', 'P', 'deal_updated', $1, $1)`,
      [at],
    );
    await query(
      `INSERT INTO automation_actions (id, automation_id, position, type, url, secret) VALUES ('act_p', 'aut_p', 0, 'send_webhook', 'https://p.example.com/', 'whsec_p')`,
    );
    // Other endpoints (the statement keeps the health of its records' endpoints: by primary key too).
    await query(
      `INSERT INTO automation_actions (id, automation_id, position, type, url, secret)
       SELECT 'act_p' || g, 'aut_p', g, 'send_webhook', 'https://p.example.com/' || g, 'whsec_p'
       FROM generate_series(1, 5000) AS g`,
    );
    // A realistic log: 20,000 deliveries with an attempt each.
    await query(
      `INSERT INTO outbox_events (id, space_id, event, payload, created_at)
       SELECT 'evt_p' || g, 'spc_p', 'service_deal_updated', '{}'::jsonb, $1 FROM generate_series(1, 20000) AS g`,
      [at],
    );
    await query(
      `INSERT INTO webhook_deliveries (id, event_id, action_id, automation_id, status, next_attempt_at, created_at,
         updated_at)
       SELECT 'dlv_p' || g, 'evt_p' || g, 'act_p', 'aut_p', 'delivered', $1, $1, $1 FROM generate_series(1, 20000) AS g`,
      [at],
    );
    await query(
      `INSERT INTO delivery_attempts (id, delivery_id, attempt_number, started_at, duration_ms, status_code)
       SELECT 'att_p' || g, 'dlv_p' || g, 1, $1, 5, 200 FROM generate_series(1, 20000) AS g`,
      [at],
    );
    await query(`ANALYZE webhook_deliveries`);
    await query(`ANALYZE delivery_attempts`);
    await query(`ANALYZE automation_actions`);
  });

  afterAll(async () => {
    await database.close();
  });

  const records = Array.from({ length: 32 }, (_, i) => ({
    deliveryId: `dlv_p${i + 1}`,
    leaseExpiresAt: T + 60_000,
    attempt: { id: `att_new${i}`, startedAt: T, durationMs: 5, statusCode: 200, error: null },
    next: { status: 'delivered', lastError: null } as const,
    now: T + 5,
  }));

  it.each([
    [
      'with the run arithmetic',
      RECORD_ATTEMPTS_SQL,
      () => recordAttemptsParameters(records, DEFAULT_ENDPOINT_HEALTH_RULE),
    ],
    ['in the no-failure form', RECORD_ATTEMPTS_NO_FAILURE_SQL, () => attemptRecordColumns(records)],
  ])(
    '%s, reaches each delivery and its attempts through an index, with no scan of either table',
    async (_form, sql, parameters) => {
      const [row] = await database.dataSource.query(`EXPLAIN (FORMAT JSON) ${sql}`, parameters());
      const [explained] = row['QUERY PLAN'] as Array<{ Plan: PlanNode }>;
      const planNodes = explained ? nodes(explained.Plan) : [];
      const scanned = planNodes
        .filter((node) => node['Node Type'] === 'Seq Scan')
        .map((node) => node['Relation Name']);
      expect(scanned).toEqual([]);
      const indexes = planNodes.map((node) => node['Index Name']);
      expect(indexes).toEqual(
        expect.arrayContaining([
          'webhook_deliveries_pkey',
          'delivery_attempts_delivery_idx',
          'automation_actions_pkey',
        ]),
      );
      // Not through the pending index: right after a burst its statistics say "few pending", and a
      // plan built on that reads every pending delivery for each group.
      expect(indexes).not.toContain('webhook_deliveries_due_idx');
    },
  );
});
