import type { CommittedEvent, FeedPosition, OutboxEntry, Repositories } from '@deal/domain';
import type { Database } from '../data-source/database';
import { openTestDatabase } from '../testing/test-database';
import { TypeOrmUnitOfWork } from '../unit-of-work/typeorm-unit-of-work';
import { repositoriesFor } from '../unit-of-work/repositories-for';

const T = Date.UTC(2026, 10, 23, 9);
const SPACE = 'spc_feed';

const entry = (id: string, dealId: string | null, event = 'service_deal_updated'): OutboxEntry => ({
  event: {
    id,
    spaceId: SPACE,
    dealId,
    event,
    payload: {
      event,
      space_id: SPACE,
      timestamp: new Date(T).toISOString(),
      deal: { id: dealId ?? 'deal_x', url: 'u', name: 'Deal', status: 'draft', currency: 'eur' },
      changes: {},
      event_id: id,
      revision: 2,
      actor: { type: 'webhook_in', id: 'aut_in' },
    },
    createdAt: T,
  },
  deliveries: [],
});

/** The events feed in commit order (docs/events.md). PGlite by default; the real server with DATABASE_URL. */
describe('TypeOrmEventFeedRepository', () => {
  let database: Database;
  let repos: Repositories;
  let uow: TypeOrmUnitOfWork;
  const feed = (
    after: FeedPosition | null,
    limit = 100,
    filters: { type?: 'service_deal_created'; dealId?: string } = {},
  ) =>
    repos.events.listCommitted({
      spaceId: SPACE,
      after,
      limit,
      type: filters.type ?? null,
      dealId: filters.dealId ?? null,
    });

  beforeAll(async () => {
    database = await openTestDatabase();
    repos = repositoriesFor(database.dataSource.manager);
    uow = new TypeOrmUnitOfWork(database.dataSource);
    await repos.spaces.insert({ id: SPACE, name: 'Feed', plan: 'free', createdAt: T, updatedAt: T });
    await repos.spaces.insert({ id: 'spc_other', name: 'Other', plan: 'free', createdAt: T, updatedAt: T });
  }, 60_000);

  afterAll(async () => {
    await database?.close();
  });

  /**
   * The feed once at least `count` events show. The horizon is the server's oldest running
   * transaction, of any database: on a shared server another client's transaction delays it (never
   * reorders it), so wait, bounded.
   */
  const feedOf = async (count: number, after: FeedPosition | null = null, filters = {}) => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const events = await feed(after, 100, filters);
      if (events.length >= count || Date.now() > deadline) return events;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  beforeEach(async () => {
    await database.dataSource.query(`DELETE FROM outbox_events`);
  });

  it('answers the events of committed transactions in commit order, with the body less message', async () => {
    // Ids that sort against the commit order: the order must come from the transactions.
    await uow.transaction((r) => r.outbox.append([entry('evt_z1', 'deal_a'), entry('evt_z2', 'deal_b')]));
    await uow.transaction((r) => r.outbox.append([entry('evt_a1', 'deal_a', 'service_deal_created')]));
    await uow.transaction((r) =>
      r.outbox.append([
        { ...entry('evt_o1', null), event: { ...entry('evt_o1', null).event, spaceId: 'spc_other' } },
      ]),
    );
    const all = await feedOf(3);
    expect(all.map((e) => e.id)).toEqual(['evt_z1', 'evt_z2', 'evt_a1']);
    expect(all[0]).toEqual({
      id: 'evt_z1',
      type: 'service_deal_updated',
      createdAt: T,
      dealId: 'deal_a',
      revision: 2,
      actor: { type: 'webhook_in', id: 'aut_in' },
      data: entry('evt_z1', 'deal_a').event.payload,
      position: { xactId: expect.stringMatching(/^[0-9]+$/), eventId: 'evt_z1' },
    });
    const [first] = await feed(null, 1);
    expect((await feedOf(2, first?.position ?? null)).map((e) => e.id)).toEqual(['evt_z2', 'evt_a1']);
    expect((await feedOf(1, null, { type: 'service_deal_created' })).map((e) => e.id)).toEqual(['evt_a1']);
    expect((await feedOf(2, null, { dealId: 'deal_a' })).map((e) => e.id)).toEqual(['evt_z1', 'evt_a1']);
    expect(await feed(all[2]?.position ?? null)).toEqual([]);
  });

  it('orders by the transaction id as a number, so pages stay in step when the ids gain a digit', async () => {
    // Committed long ago by transactions 9, 10 and 99 (any id below the current one is committed).
    await database.dataSource.query(
      `INSERT INTO outbox_events (id, space_id, deal_id, event, payload, created_at, xact_id)
       SELECT id, $1, 'deal_n', 'service_deal_updated', '{}', $2, xact::text::xid8
       FROM (VALUES ('evt_n10', 10), ('evt_n9', 9), ('evt_n99', 99)) AS v (id, xact)`,
      [SPACE, new Date(T)],
    );
    expect((await feed(null)).map((e) => e.id)).toEqual(['evt_n9', 'evt_n10', 'evt_n99']);
    const [first] = await feed(null, 1);
    expect((await feed(first?.position ?? null)).map((e) => e.id)).toEqual(['evt_n10', 'evt_n99']);
  });

  it('shows nothing of a transaction still running, nor anything committed after it began', async () => {
    await uow.transaction((r) => r.outbox.append([entry('evt_before', null)]));
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let written: () => void = () => undefined;
    const wrote = new Promise<void>((resolve) => (written = resolve));
    const slow = uow.transaction(async (r) => {
      await r.outbox.append([entry('evt_slow', null)]);
      written();
      await held;
    });
    await wrote;
    if (process.env['DATABASE_URL']) {
      // A second connection: a later transaction commits while the earlier one still runs.
      await uow.transaction((r) => r.outbox.append([entry('evt_fast', null)]));
      expect((await feedOf(1)).map((e) => e.id)).toEqual(['evt_before']);
    }
    release();
    await slow;
    const ids = (await feedOf(2)).map((e) => e.id);
    expect(ids.slice(0, 2)).toEqual(['evt_before', 'evt_slow']);
  });

  const onServer = process.env['DATABASE_URL'] ? it : it.skip; // PGlite is one serial connection
  onServer(
    'a reader walking with after while 8 writers commit 2,000 changes sees each once, in commit order',
    async () => {
      const WRITERS = 8;
      const CHANGES = 2_000;
      let tick = 0;
      const began = new Map<string, number>();
      const committed = new Map<string, number>();
      let next = 0;
      const writer = async () => {
        for (let n = next++; n < CHANGES; n = next++) {
          const id = `evt_c${String(n).padStart(5, '0')}`;
          await uow.transaction(async (r) => {
            began.set(id, tick++);
            await r.outbox.append([entry(id, `deal_${n % 17}`)]);
            // Hold some transactions open after they took their id, so later ones commit first.
            if (n % 7 === 0) await new Promise((resolve) => setTimeout(resolve, 1 + (n % 5)));
          });
          committed.set(id, tick++);
        }
      };
      const seen: CommittedEvent[] = [];
      let done = false;
      const reader = async () => {
        let after: FeedPosition | null = null;
        // Until every change is seen, or 30 s after the writers are done (another client's long
        // transaction on a shared server delays the horizon); a miss or a repeat fails below.
        for (let doneAt = Infinity; seen.length < CHANGES && Date.now() - doneAt < 30_000;) {
          if (done && doneAt === Infinity) doneAt = Date.now();
          const page = await feed(after, 100);
          seen.push(...page);
          after = page[page.length - 1]?.position ?? after;
          if (page.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
        }
        // One more page: nothing may follow the last change.
        seen.push(...(await feed(after, 100)));
      };
      const started = Date.now();
      const reading = reader();
      await Promise.all(Array.from({ length: WRITERS }, writer));
      done = true;
      await reading;
      process.stdout.write(`feed: ${seen.length} events read in ${Date.now() - started} ms\n`);

      const ids = seen.map((e) => e.id);
      expect(new Set(ids).size).toBe(ids.length); // never twice
      expect(ids.length).toBe(CHANGES); // never missed
      // Commit order: whatever committed before another began is seen before it.
      const position = new Map(ids.map((id, index) => [id, index]));
      const byCommit = [...committed.entries()].sort((a, b) => a[1] - b[1]);
      const late: string[] = [];
      let latestBefore = Infinity; // the smallest reader position among those committed so far
      const starts = [...began.entries()].sort((a, b) => a[1] - b[1]);
      let c = 0;
      for (const [id, beganAt] of starts) {
        // Every transaction that committed before this one began must come before it.
        while (c < byCommit.length && (byCommit[c]?.[1] ?? Infinity) < beganAt) {
          latestBefore = Math.max(
            latestBefore === Infinity ? -1 : latestBefore,
            position.get(byCommit[c]?.[0] ?? '') ?? -1,
          );
          c += 1;
        }
        if (latestBefore !== Infinity && (position.get(id) ?? -1) < latestBefore) late.push(id);
      }
      expect(late).toEqual([]);
    },
    90_000,
  );
});
