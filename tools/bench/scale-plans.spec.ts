import { openThrowAwayDatabase, type Database } from '@deal/persistence';
import { findScaleCursors, SCALE_PATHS, type ScaleCursors } from './scale-paths';
import { seedScale, type ScaleSizes } from './scale-seed';
import { recordStatements, type RecordedStatement } from './statement-recorder';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

/** The tables that grow with use: none of them may be read whole by a page or a claim. */
const GROWING = ['webhook_deliveries', 'outbox_events', 'delivery_attempts', 'deals'];

/** The index each path's first statement must read its rows from, in the order it answers them. */
const INDEX_OF: Record<string, string> = {
  delivery_log_first: 'webhook_deliveries_log_idx',
  delivery_log_deep: 'webhook_deliveries_log_idx',
  deals_first: 'deals_space_idx',
  deals_deep: 'deals_space_idx',
  events_first: 'outbox_events_feed_idx',
  events_deep: 'outbox_events_feed_idx',
  dispatcher_claim: 'webhook_deliveries_due_idx',
};

const SIZES: ScaleSizes = { rows: 20_000, deals: 20_000, expired: 1_000 };

/**
 * The regression guard of docs/performance.md "Cost as the tables grow": on 20,000 seeded rows, the
 * statements the repositories send for the delivery log, the deals list, the events feed (first
 * and deep pages) and the dispatcher's claim are EXPLAINed as sent, and each page must come from
 * its index in the order it is answered: an index scan, no Sort node, no whole-table read. A plan
 * like that costs the same at a million rows; one with a sort or a seq scan grows with the table.
 * PostgreSQL only (the planner whose plans production runs); skipped without DATABASE_URL.
 */
const onServer = process.env['DATABASE_URL'] ? describe : describe.skip;

onServer('the pages and the claim read their index, at any size', () => {
  let database: Database;
  let cursors: ScaleCursors;
  const now = Date.now();

  beforeAll(async () => {
    database = await openThrowAwayDatabase(process.env['DATABASE_URL'] ?? '', { prefix: 'dps_test_scale' });
    await seedScale(database, SIZES, now);
    cursors = await findScaleCursors(database, SIZES);
  }, 120_000);

  afterAll(async () => {
    await database?.close();
  });

  const planOf = async (statement: RecordedStatement): Promise<PlanNode[]> => {
    const [row] = await database.dataSource.query(`EXPLAIN (FORMAT JSON) ${statement.sql}`, [
      ...statement.parameters,
    ]);
    const [explained] = row['QUERY PLAN'] as Array<{ Plan: PlanNode }>;
    return explained ? nodes(explained.Plan) : [];
  };

  it.each(SCALE_PATHS.map((path) => [path.id, path] as const))(
    '%s: an index scan in the answer order, no sort, no table read whole',
    async (id, path) => {
      const { result, statements } = await recordStatements(database.dataSource, () =>
        path.run(database, cursors, now),
      );
      expect(result).toBeGreaterThan(0);
      // Transaction control (the claim's) has no plan.
      const reads = statements.filter((statement) => /^\s*(SELECT|WITH)\b/i.test(statement.sql));
      const [page, ...others] = reads;
      if (page === undefined) throw new Error(`${id} sent no statement`);
      const pagePlan = await planOf(page);
      expect(
        pagePlan.filter((node) => /Index/.test(node['Node Type'])).map((node) => node['Index Name']),
      ).toContain(INDEX_OF[id]);
      expect(pagePlan.map((node) => node['Node Type'])).not.toEqual(
        expect.arrayContaining([expect.stringMatching(/Sort/)]),
      );
      // The rest (the log's attempts of the page's deliveries) is read by key; its sort, if any, is
      // of one page's rows.
      for (const plan of [pagePlan, ...(await Promise.all(others.map(planOf)))]) {
        const wholeReads = plan
          .filter((node) => node['Node Type'] === 'Seq Scan' && GROWING.includes(node['Relation Name'] ?? ''))
          .map((node) => node['Relation Name']);
        expect(wholeReads).toEqual([]);
      }
    },
  );
});
