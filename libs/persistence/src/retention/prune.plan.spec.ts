import type { Database } from '../data-source/database';
import { openTestDatabase } from '../testing/test-database';
import { PRUNE_DELIVERIES_SQL, PRUNE_EVENTS_SQL } from './retention.sql';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

/**
 * A prune batch must not read the whole delivery log: it finds the finished deliveries through
 * webhook_deliveries_finished_idx (migrations RetentionIndexes, RetentionWalkIndexes) by range, from
 * where the previous batch stopped, and deletes them and their attempts by key; old events likewise
 * through outbox_events_created_idx, each checked for deliveries by one probe of
 * webhook_deliveries_event_idx. Runs on both databases.
 */
describe('the retention prune of deliveries', () => {
  let database: Database;
  const T = Date.UTC(2026, 10, 23, 9);

  beforeAll(async () => {
    database = await openTestDatabase();
    const q = (sql: string, parameters: unknown[] = []) => database.dataSource.query(sql, parameters);
    const at = new Date(T);
    await q(
      `INSERT INTO spaces (id, name, plan, created_at, updated_at) VALUES ('spc_q', 'Q', 'free', $1, $1)`,
      [at],
    );
    await q(
      `INSERT INTO automations (id, space_id, name, trigger, created_at, updated_at)
       VALUES ('aut_q', 'spc_q', 'Q', 'deal_updated', $1, $1)`,
      [at],
    );
    await q(
      `INSERT INTO automation_actions (id, automation_id, position, type, url, secret)
       VALUES ('act_q', 'aut_q', 0, 'send_webhook', 'https://q.example.com/', 'whsec_q')`,
    );
    // 20,000 deliveries over 40 days, one every 3 minutes; one in a hundred still pending.
    const createdAt = `$1::timestamptz - (20000 - g) * interval '3 minutes'`;
    await q(
      `INSERT INTO outbox_events (id, space_id, event, payload, created_at)
       SELECT 'evt_q' || g, 'spc_q', 'service_deal_updated', '{}', ${createdAt} FROM generate_series(1, 20000) AS g`,
      [at],
    );
    await q(
      `INSERT INTO webhook_deliveries (id, event_id, action_id, automation_id, status, next_attempt_at, created_at,
         updated_at)
       SELECT 'dlv_q' || g, 'evt_q' || g, 'act_q', 'aut_q', CASE WHEN g % 100 = 0 THEN 'pending' ELSE 'delivered' END,
         $1, ${createdAt}, ${createdAt}
       FROM generate_series(1, 20000) AS g`,
      [at],
    );
    await q(
      `INSERT INTO delivery_attempts (id, delivery_id, attempt_number, started_at, duration_ms, status_code)
       SELECT 'att_q' || g, 'dlv_q' || g, 1, $1, 40, 200 FROM generate_series(1, 20000) AS g`,
      [at],
    );
    await q(`ANALYZE webhook_deliveries`);
    await q(`ANALYZE delivery_attempts`);
  });

  afterAll(async () => {
    await database.close();
  });

  const planOf = async (sql: string, parameters: unknown[]): Promise<PlanNode[]> => {
    const [row] = await database.dataSource.query(`EXPLAIN (FORMAT JSON) ${sql}`, parameters);
    const [explained] = row['QUERY PLAN'] as Array<{ Plan: PlanNode }>;
    return explained ? nodes(explained.Plan) : [];
  };
  const seqScans = (planNodes: PlanNode[]) =>
    planNodes.filter((node) => node['Node Type'] === 'Seq Scan').map((node) => node['Relation Name']);
  const horizon = () => new Date(T - 30 * 86_400_000);
  // A batch in the middle of a walk starts after the (time, id) where the previous one stopped.
  const middle = ['2026-10-05 09:00:00+00', 'dlv_q5000'];

  it.each([
    ['first', [null, null]],
    ['next', middle],
  ])(
    'finds its %s batch of deliveries by range in webhook_deliveries_finished_idx and scans neither table whole',
    async (_batch, position) => {
      const planNodes = await planOf(PRUNE_DELIVERIES_SQL, [horizon(), 500, ...position]);
      expect(planNodes.map((node) => node['Index Name'])).toContain('webhook_deliveries_finished_idx');
      expect(planNodes.map((node) => node['Node Type'])).toEqual(
        expect.arrayContaining(['Limit', 'LockRows']),
      );
      expect(seqScans(planNodes)).toEqual([]);
    },
  );

  it.each([
    ['first', [null, null]],
    ['next', middle],
  ])(
    'finds its %s batch of events by range in outbox_events_created_idx and checks each for deliveries by key',
    async (_batch, position) => {
      const planNodes = await planOf(PRUNE_EVENTS_SQL, [horizon(), 500, ...position]);
      expect(planNodes.map((node) => node['Index Name'])).toEqual(
        expect.arrayContaining(['outbox_events_created_idx', 'webhook_deliveries_event_idx']),
      );
      expect(seqScans(planNodes)).toEqual([]);
      expect(planNodes.map((node) => node['Node Type'])).not.toContain('Hash');
    },
  );
});
