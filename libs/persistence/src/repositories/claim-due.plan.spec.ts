import type { Database } from '../data-source/database';
import { openTestDatabase } from '../testing/test-database';
import { CLAIM_DUE_SQL } from './delivery.sql';

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

/**
 * The claim must stay an index scan as the delivery log grows: with most rows delivered or failed,
 * the partial index holds only the pending ones. Runs on both databases; the real server is the
 * one production relies on (several dispatchers).
 */
describe('the claim statement', () => {
  let database: Database;
  const T = Date.UTC(2026, 10, 23, 9);

  beforeAll(async () => {
    database = await openTestDatabase();
    const at = new Date(T);
    await database.dataSource.query(
      `INSERT INTO spaces (id, name, plan, created_at, updated_at) VALUES ('spc_p', 'P', 'free', $1, $1)`,
      [at],
    );
    await database.dataSource.query(
      `INSERT INTO automations (id, space_id, name, trigger, created_at, updated_at) VALUES ('aut_p', 'spc_p', 'P', 'deal_updated', $1, $1)`,
      [at],
    );
    await database.dataSource.query(
      `INSERT INTO automation_actions (id, automation_id, position, type, url, secret) VALUES ('act_p', 'aut_p', 0, 'send_webhook', 'https://p.example.com/', 'whsec_p')`,
    );
    // A realistic log: 20,000 deliveries, one in a hundred still pending.
    await database.dataSource.query(
      `INSERT INTO outbox_events (id, space_id, event, payload, created_at)
       SELECT 'evt_p' || g, 'spc_p', 'service_deal_updated', '{}'::jsonb, $1 FROM generate_series(1, 20000) AS g`,
      [at],
    );
    await database.dataSource.query(
      `INSERT INTO webhook_deliveries (id, event_id, action_id, automation_id, status, next_attempt_at, created_at,
         updated_at)
       SELECT 'dlv_p' || g, 'evt_p' || g, 'act_p', 'aut_p', CASE WHEN g % 100 = 0 THEN 'pending' ELSE 'delivered' END,
         $1::timestamptz + g * interval '1 second', $1, $1
       FROM generate_series(1, 20000) AS g`,
      [at],
    );
    await database.dataSource.query(`ANALYZE webhook_deliveries`);
  });

  afterAll(async () => {
    await database.close();
  });

  it('finds the due deliveries through the partial index webhook_deliveries_due_idx', async () => {
    const [row] = await database.dataSource.query(`EXPLAIN (FORMAT JSON) ${CLAIM_DUE_SQL}`, [
      new Date(T + 3_600_000),
      10,
      new Date(T + 3_660_000),
    ]);
    const [explained] = row['QUERY PLAN'] as Array<{ Plan: PlanNode }>;
    const planNodes = explained ? nodes(explained.Plan) : [];
    expect(planNodes.map((node) => node['Index Name'])).toContain('webhook_deliveries_due_idx');
    // The rows are locked where they are found (SKIP LOCKED), under the limit.
    expect(planNodes.map((node) => node['Node Type'])).toEqual(expect.arrayContaining(['Limit', 'LockRows']));
  });
});
