import type { FeedPosition } from '@deal/domain';
import { repositoriesFor, type Database } from '@deal/persistence';
import { SCALE_IDS, type ScaleSizes } from './scale-seed';

/** Rows of a delivery log or deals page (the API's default 25, and one more to know of a next page). */
const PAGE = 26;
/** Events per feed page (the events API's 100, and one more). */
const EVENTS_PAGE = 101;
/** Deliveries per claim: the dispatcher's default concurrency. */
const CLAIM_BATCH = 32;

/** Where the deep pages start: the middle of each seeded list. */
export interface ScaleCursors {
  readonly logAfter: string;
  readonly dealAfter: string;
  readonly eventAfter: FeedPosition;
}

/** A read the scale phase times at both sizes, through the repository the app uses. */
export interface ScalePath {
  readonly id: string;
  readonly label: string;
  /** Sends only reads (EXPLAIN ANALYZE may run them again); the claim writes (rolled back). */
  readonly readOnly: boolean;
  run(database: Database, cursors: ScaleCursors, now: number): Promise<number>;
}

const repos = (database: Database) => repositoriesFor(database.dataSource.manager);

/** The paths of issue 27 item 5; each answers how many rows it read (0 would mean a broken seed). */
export const SCALE_PATHS: readonly ScalePath[] = [
  {
    id: 'delivery_log_first',
    readOnly: true,
    label: 'delivery log, first page (25)',
    run: async (database) =>
      (
        await repos(database).deliveries.listForAutomation(SCALE_IDS.automation, {
          limit: PAGE,
          afterId: null,
        })
      ).length,
  },
  {
    id: 'delivery_log_deep',
    readOnly: true,
    label: 'delivery log, a page in the middle',
    run: async (database, cursors) =>
      (
        await repos(database).deliveries.listForAutomation(SCALE_IDS.automation, {
          limit: PAGE,
          afterId: cursors.logAfter,
        })
      ).length,
  },
  {
    id: 'deals_first',
    readOnly: true,
    label: 'deals list, first page (25)',
    run: async (database) =>
      (
        await repos(database).deals.list({
          spaceId: SCALE_IDS.space,
          status: null,
          limit: PAGE,
          afterId: null,
        })
      ).length,
  },
  {
    id: 'deals_deep',
    readOnly: true,
    label: 'deals list, a page in the middle',
    run: async (database, cursors) =>
      (
        await repos(database).deals.list({
          spaceId: SCALE_IDS.space,
          status: null,
          limit: PAGE,
          afterId: cursors.dealAfter,
        })
      ).length,
  },
  {
    id: 'events_first',
    readOnly: true,
    label: 'events API, first page (100)',
    run: async (database) =>
      (
        await repos(database).events.listCommitted({
          spaceId: SCALE_IDS.space,
          after: null,
          limit: EVENTS_PAGE,
          type: null,
          dealId: null,
        })
      ).length,
  },
  {
    id: 'events_deep',
    readOnly: true,
    label: 'events API, a page in the middle',
    run: async (database, cursors) =>
      (
        await repos(database).events.listCommitted({
          spaceId: SCALE_IDS.space,
          after: cursors.eventAfter,
          limit: EVENTS_PAGE,
          type: null,
          dealId: null,
        })
      ).length,
  },
  {
    id: 'dispatcher_claim',
    readOnly: false,
    label: `dispatcher claim (${CLAIM_BATCH} due)`,
    // In a transaction that is rolled back, so every run claims the same due deliveries.
    run: async (database, _cursors, now) => {
      const runner = database.dataSource.createQueryRunner();
      await runner.connect();
      try {
        await runner.startTransaction();
        const claimed = await repositoriesFor(runner.manager).deliveries.claimDue({
          now,
          limit: CLAIM_BATCH,
          leaseMs: 30_000,
        });
        return claimed.length;
      } finally {
        if (runner.isTransactionActive) await runner.rollbackTransaction();
        await runner.release();
      }
    },
  },
];

/** The middle of each seeded list, where the deep pages start. */
export async function findScaleCursors(database: Database, sizes: ScaleSizes): Promise<ScaleCursors> {
  const one = async <T>(sql: string, parameters: unknown[]): Promise<T> => {
    const [row] = (await database.dataSource.query(sql, parameters)) as T[];
    if (row === undefined) throw new Error(`the scale seed has no row for: ${sql}`);
    return row;
  };
  const middle = (count: number) => Math.floor(count / 2);
  const log = await one<{ id: string }>(
    `SELECT id FROM webhook_deliveries WHERE automation_id = $1 ORDER BY created_at DESC, id DESC OFFSET $2 LIMIT 1`,
    [SCALE_IDS.automation, middle(sizes.rows)],
  );
  const deal = await one<{ id: string }>(
    `SELECT id FROM deals WHERE space_id = $1 ORDER BY id OFFSET $2 LIMIT 1`,
    [SCALE_IDS.space, middle(sizes.deals)],
  );
  const event = await one<{ xact_id: string; id: string }>(
    `SELECT xact_id::text AS xact_id, id FROM outbox_events WHERE space_id = $1
     ORDER BY outbox_events.xact_id, id OFFSET $2 LIMIT 1`,
    [SCALE_IDS.space, middle(sizes.rows)],
  );
  return { logAfter: log.id, dealAfter: deal.id, eventAfter: { xactId: event.xact_id, eventId: event.id } };
}
