import type { Deal, Repositories } from '@deal/domain';
import { aDealUpdatedAutomation } from '../../../domain/src/testing/automation.mother';
import { aDeal } from '../../../domain/src/testing/deal.mother';
import type { EntityManager } from 'typeorm';
import type { Database } from '../data-source/database';
import { openTestDatabase } from '../testing/test-database';
import { TypeOrmUnitOfWork } from '../unit-of-work/typeorm-unit-of-work';
import { repositoriesFor } from '../unit-of-work/repositories-for';

/**
 * `deals.update(deal, { holdAutomationEdits: true })`: the deal change's write also takes the
 * space's shared automations lock (issue 14: one round trip fewer than a lock statement of its own);
 * `deals.findByIdForUpdate(id, { holdAutomationEdits: true })` takes it with the deal's lock, after
 * it (issue 25: a new estimate then reads the automations with its totals).
 * Runs on PGlite by default and on the real server when DATABASE_URL is set; the waiting is only
 * observable on the server, where transactions overlap.
 */
/** A promise that settles when `open` is called. */
function gate(): { promise: Promise<void>; open: () => void } {
  let open: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

describe('TypeOrmDealRepository.update holding automation edits', () => {
  let database: Database;
  let repos: Repositories;
  let uow: TypeOrmUnitOfWork;
  const at = Date.UTC(2026, 10, 25);
  const deal = aDeal({ id: 'deal_hold', spaceId: 'spc_hold', owner: null, externalId: 'ext-hold' });

  beforeAll(async () => {
    database = await openTestDatabase();
    repos = repositoriesFor(database.dataSource.manager);
    uow = new TypeOrmUnitOfWork(database.dataSource);
    await repos.spaces.insert({ id: 'spc_hold', name: 'Hold', plan: 'free', createdAt: at, updatedAt: at });
    await repos.deals.insert(deal);
  });

  afterAll(async () => {
    await database?.close();
  });

  it('writes the very row a plain update writes', async () => {
    const changed: Deal = { ...deal, name: 'Renamed', price: 12.5, start: at, updatedAt: at + 1 };
    await uow.transaction((r) => r.deals.update(changed, { holdAutomationEdits: true }));
    await expect(repos.deals.findById(deal.id)).resolves.toEqual(changed);
    await uow.transaction((r) => r.deals.update(deal, { holdAutomationEdits: true }));
    await expect(repos.deals.findById(deal.id)).resolves.toEqual(deal);
  });

  it('refuses a taken external id as the plain update does', async () => {
    await repos.deals.insert(
      aDeal({ id: 'deal_hold_2', spaceId: 'spc_hold', owner: null, externalId: 'ext-2' }),
    );
    const taken = uow.transaction((r) =>
      r.deals.update({ ...deal, externalId: 'ext-2' }, { holdAutomationEdits: true }),
    );
    await expect(taken).rejects.toMatchObject({ error: { kind: 'Conflict' } });
  });

  it('does not fail when the deal is gone: the lock then takes a statement of its own', async () => {
    await expect(
      uow.transaction((r) => r.deals.update({ ...deal, id: 'deal_gone' }, { holdAutomationEdits: true })),
    ).resolves.toBeUndefined();
  });

  /** `work` in a transaction, with its repositories and its manager. */
  const inTransaction = <T>(work: (r: Repositories, manager: EntityManager) => Promise<T>) =>
    database.dataSource.transaction((manager) => work(repositoriesFor(manager), manager));
  /** The advisory locks the transaction's session holds, by mode. */
  const advisoryLocks = async (manager: EntityManager) =>
    (
      (await manager.query(
        `SELECT mode FROM pg_locks WHERE locktype = 'advisory' AND pid = pg_backend_pid() ORDER BY mode`,
      )) as { mode: string }[]
    ).map((row) => row.mode);

  it('findByIdForUpdate takes the shared hold with the option, and none without it or without a deal', async () => {
    const held = (id: string, options?: { holdAutomationEdits: boolean }) =>
      inTransaction(async (r, manager) => {
        await r.deals.findByIdForUpdate(id, options);
        return advisoryLocks(manager);
      });
    await expect(held(deal.id, { holdAutomationEdits: true })).resolves.toEqual(['ShareLock']);
    await expect(held(deal.id)).resolves.toEqual([]);
    await expect(held('deal_gone', { holdAutomationEdits: true })).resolves.toEqual([]);
  });

  it('findByIdForUpdate holding automation edits reads the very deal the plain lock reads', async () => {
    const plain = await uow.transaction((r) => r.deals.findByIdForUpdate(deal.id));
    await expect(
      uow.transaction((r) => r.deals.findByIdForUpdate(deal.id, { holdAutomationEdits: true })),
    ).resolves.toEqual(plain);
    expect(plain).toEqual(deal);
    await expect(
      uow.transaction((r) => r.deals.findByIdForUpdate('deal_gone', { holdAutomationEdits: true })),
    ).resolves.toBeNull();
  });

  const onServer = process.env['DATABASE_URL'] ? describe : describe.skip;
  onServer('on the server', () => {
    /** Runs `hold` in a transaction that stays open until the returned release is called. */
    async function holdOpen(hold: (r: Repositories, manager: EntityManager) => Promise<void>) {
      const release = gate();
      const held = gate();
      const done = inTransaction(async (r, manager) => {
        await hold(r, manager);
        held.open();
        await release.promise;
      });
      await held.promise;
      return { release: release.open, done };
    }
    const settledWithin = (promise: Promise<unknown>, ms: number) =>
      Promise.race([
        promise.then(() => true),
        new Promise((resolve) => setTimeout(() => resolve(false), ms)),
      ]);

    it("makes an automation edit of the deal's space wait until the change commits", async () => {
      const change = await holdOpen((r) => r.deals.update(deal, { holdAutomationEdits: true }));
      const edit = uow.transaction((r) =>
        r.automations.insert(aDealUpdatedAutomation({ id: 'aut_hold', spaceId: 'spc_hold', actions: [] })),
      );
      expect(await settledWithin(edit, 300)).toBe(false);
      change.release();
      await change.done;
      await expect(edit).resolves.toBeUndefined();
    });

    it('lets other changes of the space read the automations meanwhile: the hold is shared', async () => {
      const change = await holdOpen((r) => r.deals.update(deal, { holdAutomationEdits: true }));
      const reader = uow.transaction((r) =>
        r.automations.listEnabled('spc_hold', 'deal_updated', { holdEdits: true }),
      );
      expect(await settledWithin(reader, 2_000)).toBe(true);
      change.release();
      await change.done;
    });

    it('locking the deal with the option makes an automation edit wait until the change commits', async () => {
      const change = await holdOpen(async (r) => {
        await r.deals.findByIdForUpdate(deal.id, { holdAutomationEdits: true });
      });
      const edit = uow.transaction((r) =>
        r.automations.insert(
          aDealUpdatedAutomation({ id: 'aut_lock_hold', spaceId: 'spc_hold', actions: [] }),
        ),
      );
      expect(await settledWithin(edit, 300)).toBe(false);
      change.release();
      await change.done;
      await expect(edit).resolves.toBeUndefined();
    });

    it('takes the hold only once the deal is locked: waiting for the row, it holds no edit back', async () => {
      const first = await holdOpen(async (r) => {
        await r.deals.findByIdForUpdate(deal.id);
      });
      const second = uow.transaction((r) =>
        r.deals.findByIdForUpdate(deal.id, { holdAutomationEdits: true }),
      );
      expect(await settledWithin(second, 300)).toBe(false);
      const edit = uow.transaction((r) =>
        r.automations.insert(
          aDealUpdatedAutomation({ id: 'aut_lock_order', spaceId: 'spc_hold', actions: [] }),
        ),
      );
      expect(await settledWithin(edit, 2_000)).toBe(true);
      first.release();
      await first.done;
      await expect(second).resolves.toEqual(deal);
    });

    it('waiting for the row, reads it as the change before left it, or no deal and no hold', async () => {
      const renamed = await holdOpen(async (r) => {
        await r.deals.findByIdForUpdate(deal.id);
        await r.deals.update({ ...deal, name: 'Renamed while waiting' });
      });
      const waiting = uow.transaction((r) =>
        r.deals.findByIdForUpdate(deal.id, { holdAutomationEdits: true }),
      );
      expect(await settledWithin(waiting, 300)).toBe(false);
      renamed.release();
      await renamed.done;
      await expect(waiting).resolves.toEqual({ ...deal, name: 'Renamed while waiting' });
      await uow.transaction((r) => r.deals.update(deal));

      const doomed = aDeal({ id: 'deal_hold_doomed', spaceId: 'spc_hold', owner: null, externalId: null });
      await repos.deals.insert(doomed);
      const removed = await holdOpen(async (r, manager) => {
        await r.deals.findByIdForUpdate(doomed.id);
        await manager.query('DELETE FROM deals WHERE id = $1', [doomed.id]);
      });
      const gone = inTransaction(async (r, manager) => {
        const found = await r.deals.findByIdForUpdate(doomed.id, { holdAutomationEdits: true });
        return { found, locks: await advisoryLocks(manager) };
      });
      expect(await settledWithin(gone, 300)).toBe(false);
      removed.release();
      await removed.done;
      await expect(gone).resolves.toEqual({ found: null, locks: [] });
    });

    it('without the option, takes no lock', async () => {
      const change = await holdOpen((r) => r.deals.update(deal));
      const edit = uow.transaction((r) =>
        r.automations.insert(aDealUpdatedAutomation({ id: 'aut_free', spaceId: 'spc_hold', actions: [] })),
      );
      expect(await settledWithin(edit, 2_000)).toBe(true);
      change.release();
      await change.done;
    });
  });
});
