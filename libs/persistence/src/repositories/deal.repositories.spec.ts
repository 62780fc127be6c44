import {
  DomainFailure,
  EXTERNAL_ID_TAKEN,
  type Deal,
  type DealVersion,
  type Repositories,
} from '@deal/domain';
import { aDeal, aPinnedPhase, aRelativePhase } from '../../../domain/src/testing/deal.mother';
import type { Database } from '../data-source/database';
import { openTestDatabase } from '../testing/test-database';
import { repositoriesFor } from '../unit-of-work/repositories-for';

/** Deals, phases and versions. Runs on PGlite by default and on the real server when DATABASE_URL is set. */
describe('TypeORM deal repositories', () => {
  let database: Database;
  let repos: Repositories;
  const at = Date.UTC(2026, 0, 1);
  const owner = { id: 'usr_deal_owner', name: 'Ada Owner', email: 'ada.owner@example.test' };
  const other = { id: 'usr_deal_other', name: 'Bob Other', email: 'bob.other@example.test' };

  beforeAll(async () => {
    database = await openTestDatabase();
    repos = repositoriesFor(database.dataSource.manager);
    for (const user of [owner, other]) await repos.users.insert({ ...user, createdAt: at });
    for (const id of ['spc_d1', 'spc_d2', 'spc_page']) {
      await repos.spaces.insert({ id, name: id, plan: 'free', createdAt: at, updatedAt: at });
    }
  });

  afterAll(async () => {
    await database.close();
  });

  /** Every nullable field set, each to a distinct value, so a swapped column shows. */
  const fullDeal = (overrides: Partial<Deal> = {}): Deal =>
    aDeal({
      spaceId: 'spc_d1',
      owner,
      externalId: 'ext-full',
      start: Date.UTC(2026, 1, 2, 3, 4, 5, 6),
      end: Date.UTC(2026, 2, 3),
      due: Date.UTC(2026, 1, 20),
      pendingAt: Date.UTC(2026, 0, 10, 1),
      approvedAt: Date.UTC(2026, 0, 11, 2),
      progressedAt: Date.UTC(2026, 0, 12, 3),
      closedAt: Date.UTC(2026, 0, 13, 4),
      redraftReason: 'needs a discount',
      closedReason: 'signed',
      requestedByEmail: 'by@example.test',
      requestedToEmail: 'to@example.test',
      archived: true,
      status: 'won',
      createdAt: Date.UTC(2026, 0, 5, 6, 7, 8, 9),
      updatedAt: Date.UTC(2026, 0, 14, 15, 16, 17, 18),
      ...overrides,
    });

  describe('deals', () => {
    it('round-trips every field of a deal', async () => {
      const deal = fullDeal({ id: 'deal_full' });
      await repos.deals.insert(deal);
      await expect(repos.deals.findById('deal_full')).resolves.toEqual(deal);
    });

    it('round-trips a deal whose every optional field is null, with no owner', async () => {
      const deal = aDeal({
        id: 'deal_nulls',
        spaceId: 'spc_d1',
        price: null,
        cost: null,
        probability: null,
        targetPrice: null,
        targetMargin: null,
        description: null,
        account: null,
        externalId: null,
        owner: null,
        start: null,
        end: null,
        due: null,
        redraftReason: null,
        closedReason: null,
        requestedByEmail: null,
        requestedToEmail: null,
      });
      // The builder leaves the stage timestamps null; together that is every nullable field of a Deal.
      expect(Object.values(deal).filter((value) => value === null)).toHaveLength(20);
      await repos.deals.insert(deal);
      await expect(repos.deals.findById('deal_nulls')).resolves.toEqual(deal);
    });

    it('stores decimals exactly and reads back the very number written', async () => {
      const deal = aDeal({
        id: 'deal_decimals',
        spaceId: 'spc_d1',
        owner: null,
        price: 1234567.89,
        cost: 0.1 + 0.2,
        probability: 0.3333,
        targetPrice: 9876543210.12,
        targetMargin: 1e-7,
      });
      await repos.deals.insert(deal);
      const found = await repos.deals.findById('deal_decimals');
      expect(found).toEqual(deal);
      expect(found?.cost).toBe(0.30000000000000004);
      const [stored] = await database.dataSource.query(
        `SELECT price::text AS price, cost::text AS cost, probability::text AS probability FROM deals WHERE id = $1`,
        ['deal_decimals'],
      );
      expect(stored).toEqual({ price: '1234567.89', cost: '0.30000000000000004', probability: '0.3333' });
    });

    it("reads the owner's name and email from the users row, not from the deal", async () => {
      await repos.deals.insert(
        aDeal({
          id: 'deal_owner',
          spaceId: 'spc_d1',
          owner: { id: other.id, name: 'stale', email: 'x@y.z' },
        }),
      );
      const found = await repos.deals.findById('deal_owner');
      expect(found?.owner).toEqual(other);
    });

    it('returns null for a missing deal', async () => {
      await expect(repos.deals.findById('deal_missing')).resolves.toBeNull();
      await expect(repos.deals.findByExternalId('spc_d1', 'ext-missing')).resolves.toBeNull();
    });

    it('finds a deal by external id within its space only', async () => {
      const mine = aDeal({ id: 'deal_ext_1', spaceId: 'spc_d1', externalId: 'ext-shared', owner: null });
      const theirs = aDeal({ id: 'deal_ext_2', spaceId: 'spc_d2', externalId: 'ext-shared', owner: null });
      await repos.deals.insert(mine);
      await expect(repos.deals.findByExternalId('spc_d2', 'ext-shared')).resolves.toBeNull();
      await repos.deals.insert(theirs);
      await expect(repos.deals.findByExternalId('spc_d1', 'ext-shared')).resolves.toEqual(mine);
      await expect(repos.deals.findByExternalId('spc_d2', 'ext-shared')).resolves.toEqual(theirs);
    });

    it('refuses a second deal with the same external id in one space (as the 409 conflict), but not two without one', async () => {
      await repos.deals.insert(
        aDeal({ id: 'deal_uq_1', spaceId: 'spc_d1', externalId: 'ext-uq', owner: null }),
      );
      await expect(
        repos.deals.insert(aDeal({ id: 'deal_uq_2', spaceId: 'spc_d1', externalId: 'ext-uq', owner: null })),
      ).rejects.toEqual(new DomainFailure(EXTERNAL_ID_TAKEN));
      await repos.deals.insert(aDeal({ id: 'deal_uq_3', spaceId: 'spc_d1', externalId: null, owner: null }));
      await repos.deals.insert(aDeal({ id: 'deal_uq_4', spaceId: 'spc_d1', externalId: null, owner: null }));
      await expect(repos.deals.findById('deal_uq_2')).resolves.toBeNull();
      await expect(repos.deals.findById('deal_uq_4')).resolves.not.toBeNull();
    });

    it('walks a space page by page: 7 deals, 3 at a time, each once and in id order, with a status filter', async () => {
      const statuses = ['draft', 'pending', 'draft', 'pending', 'won', 'pending', 'draft'] as const;
      const ids = statuses.map((_, i) => `deal_pg_${i + 1}`);
      for (const i of [4, 0, 6, 2, 5, 1, 3]) {
        await repos.deals.insert(aDeal({ id: ids[i], spaceId: 'spc_page', status: statuses[i], owner }));
      }
      // A deal elsewhere sorts among them but must not show up.
      await repos.deals.insert(aDeal({ id: 'deal_pg_4b', spaceId: 'spc_d2', owner: null }));

      const walk = async (status: Deal['status'] | null): Promise<string[][]> => {
        const pages: string[][] = [];
        let afterId: string | null = null;
        for (;;) {
          const page: Deal[] = await repos.deals.list({ spaceId: 'spc_page', status, limit: 3, afterId });
          if (page.length === 0) return pages;
          pages.push(page.map((d) => d.id));
          afterId = page[page.length - 1].id;
        }
      };

      await expect(walk(null)).resolves.toEqual([ids.slice(0, 3), ids.slice(3, 6), ids.slice(6)]);
      await expect(walk('pending')).resolves.toEqual([['deal_pg_2', 'deal_pg_4', 'deal_pg_6']]);
      const first = await repos.deals.list({ spaceId: 'spc_page', status: null, limit: 1, afterId: null });
      expect(first).toEqual([aDeal({ id: 'deal_pg_1', spaceId: 'spc_page', status: 'draft', owner })]);
    });

    it('update writes every changed column, owner included, and touches no other deal', async () => {
      await repos.deals.insert(fullDeal({ id: 'deal_upd', externalId: 'ext-upd' }));
      await repos.deals.insert(fullDeal({ id: 'deal_upd_bystander', externalId: 'ext-upd-b' }));
      const changed = aDeal({
        id: 'deal_upd',
        spaceId: 'spc_d1',
        name: 'Renamed',
        status: 'pending',
        currency: 'usd',
        price: 2000.5,
        cost: null,
        probability: 0.75,
        targetPrice: null,
        targetMargin: 0.2,
        archived: false,
        description: null,
        account: 'Other account',
        externalId: 'ext-upd-2',
        owner: other,
        start: Date.UTC(2027, 0, 4),
        end: null,
        due: Date.UTC(2027, 0, 8),
        pendingAt: Date.UTC(2026, 5, 1),
        approvedAt: null,
        progressedAt: null,
        closedAt: null,
        redraftReason: null,
        closedReason: null,
        requestedByEmail: 'new-by@example.test',
        requestedToEmail: null,
        createdAt: Date.UTC(2026, 0, 5, 6, 7, 8, 9),
        updatedAt: Date.UTC(2026, 6, 1),
      });
      await repos.deals.update(changed);
      await expect(repos.deals.findById('deal_upd')).resolves.toEqual(changed);
      await expect(repos.deals.findById('deal_upd_bystander')).resolves.toEqual(
        fullDeal({ id: 'deal_upd_bystander', externalId: 'ext-upd-b' }),
      );
      await repos.deals.update({ ...changed, owner: null });
      await expect(repos.deals.findById('deal_upd')).resolves.toEqual({ ...changed, owner: null });
    });

    it('findByIdForUpdate reads the deal (with its owner) inside a transaction', async () => {
      const deal = fullDeal({ id: 'deal_lock_read', externalId: 'ext-lock-read' });
      await repos.deals.insert(deal);
      const [found, missing] = await database.dataSource.transaction(async (manager) => {
        const deals = repositoriesFor(manager).deals;
        return [await deals.findByIdForUpdate('deal_lock_read'), await deals.findByIdForUpdate('deal_nope')];
      });
      expect(found).toEqual(deal);
      expect(missing).toBeNull();
    });

    // PGlite is one session, so transactions cannot overlap there: this runs on the real server only
    // (openTestDatabase picks the server exactly when DATABASE_URL is set).
    const onServer = process.env['DATABASE_URL'] ? it : it.skip;
    onServer('findByIdForUpdate queues concurrent read-modify-writes of one deal: none is lost', async () => {
      expect(database.kind).toBe('server');
      await repos.deals.insert(aDeal({ id: 'deal_counter', spaceId: 'spc_d1', price: 0, owner }));
      const increment = () =>
        database.dataSource.transaction(async (manager) => {
          const deals = repositoriesFor(manager).deals;
          const deal = await deals.findByIdForUpdate('deal_counter');
          if (!deal || deal.price === null) throw new Error('deal_counter vanished');
          // Hold the lock a little, so without it the transactions would interleave and lose updates.
          await new Promise((resolve) => setTimeout(resolve, 5));
          await deals.update({ ...deal, price: deal.price + 1, name: `${deal.name}+` });
        });
      await Promise.all(Array.from({ length: 20 }, increment));
      const final = await repos.deals.findById('deal_counter');
      expect(final?.price).toBe(20);
      expect(final?.name).toBe(`Acme renewal${'+'.repeat(20)}`);
    });
  });

  describe('phases', () => {
    beforeAll(async () => {
      await repos.deals.insert(aDeal({ id: 'deal_ph', spaceId: 'spc_d1', owner: null }));
      await repos.deals.insert(aDeal({ id: 'deal_ph_other', spaceId: 'spc_d1', owner: null }));
    });

    it('round-trips both kinds in insertion order, then by id', async () => {
      const relative = aRelativePhase({
        id: 'ph_z_rel',
        dealId: 'deal_ph',
        startOffset: -3_600_000,
        endOffset: 2 ** 40,
      });
      const pinned = aPinnedPhase({
        id: 'ph_a_pin',
        dealId: 'deal_ph',
        start: Date.UTC(2026, 1, 1, 0, 0, 0, 123),
      });
      const pinnedToo = aPinnedPhase({ id: 'ph_b_pin', dealId: 'deal_ph', name: 'Review' });
      await repos.phases.insert(relative);
      // PGlite's clock ticks in milliseconds: let it move so insertion order shows against id order.
      await new Promise((resolve) => setTimeout(resolve, 5));
      await repos.phases.insert(pinned);
      await new Promise((resolve) => setTimeout(resolve, 5));
      await repos.phases.insert(pinnedToo);
      await repos.phases.insert(aPinnedPhase({ id: 'ph_elsewhere', dealId: 'deal_ph_other' }));
      await expect(repos.phases.listByDeal('deal_ph')).resolves.toEqual([relative, pinned, pinnedToo]);
      await expect(repos.phases.listByDeal('deal_missing')).resolves.toEqual([]);
    });

    it('updateDates moves only the given pinned phases', async () => {
      const moved = aPinnedPhase({ id: 'ph_move_1', dealId: 'deal_ph_other' });
      const movedToo = aPinnedPhase({ id: 'ph_move_2', dealId: 'deal_ph_other', name: 'Second' });
      const kept = aPinnedPhase({ id: 'ph_move_3', dealId: 'deal_ph_other', name: 'Kept' });
      for (const phase of [moved, movedToo, kept]) await repos.phases.insert(phase);
      const week = 7 * 86_400_000;
      const newDates = [
        { ...moved, start: moved.start + week, end: moved.end + 2 * week },
        { ...movedToo, start: movedToo.start - week, end: movedToo.end + 1 },
      ];
      await repos.phases.updateDates(newDates);
      await repos.phases.updateDates([]);
      const phases = await repos.phases.listByDeal('deal_ph_other');
      expect(
        phases.filter((p) => p.id.startsWith('ph_move')).sort((a, b) => a.id.localeCompare(b.id)),
      ).toEqual([...newDates, kept]);
    });
  });

  describe('versions', () => {
    const version = (
      id: string,
      createdAt: number,
      deal: Deal,
      more: Partial<DealVersion> = {},
    ): DealVersion => ({
      id,
      dealId: deal.id,
      createdAt,
      reason: 'reschedule',
      deal,
      phases: [aPinnedPhase({ dealId: deal.id }), aRelativePhase({ dealId: deal.id })],
      pricing: null,
      estimates: [],
      ...more,
    });
    const pricedBefore = (deal: Deal): Partial<DealVersion> => ({
      reason: 'pricing',
      pricing: {
        dealId: deal.id,
        rateCardId: 'rc_ver',
        rateCardRevision: 3,
        contingency: 1000,
        discount: 500,
        rates: [{ roleId: 'rol_ver', costRate: 6000, priceRate: 12000 }],
      },
      estimates: [
        {
          kind: 'effort',
          id: 'est_1',
          dealId: deal.id,
          phaseId: 'ph_1',
          name: 'Build',
          roleId: 'rol_ver',
          quantity: 1250,
        },
        {
          kind: 'fixed',
          id: 'est_2',
          dealId: deal.id,
          phaseId: 'ph_1',
          name: 'Licence',
          fixedPrice: 99_999,
          fixedCost: 1,
        },
      ],
    });

    it('lists versions newest first (then by id, descending) with their snapshots intact', async () => {
      const deal = fullDeal({ id: 'deal_ver', externalId: 'ext-ver', cost: 0.1 + 0.2, probability: 0.3333 });
      await repos.deals.insert(deal);
      const v1 = version('ver_1', Date.UTC(2026, 3, 1), { ...deal, start: Date.UTC(2026, 3, 6) });
      const v2 = version('ver_2', Date.UTC(2026, 3, 2), { ...deal, owner: null, price: null });
      const v3 = version('ver_3', Date.UTC(2026, 3, 2), deal, pricedBefore(deal));
      const v0 = version('ver_0', Date.UTC(2026, 3, 3), { ...deal, name: 'latest' });
      for (const v of [v2, v0, v1, v3]) await repos.versions.insert(v);
      await repos.deals.insert(aDeal({ id: 'deal_ver_other', spaceId: 'spc_d1', owner: null }));
      await repos.versions.insert(
        version('ver_other', Date.UTC(2026, 3, 9), aDeal({ id: 'deal_ver_other' })),
      );
      const all = { limit: 10, afterId: null };
      await expect(repos.versions.listByDeal('deal_ver', all)).resolves.toEqual([v0, v3, v2, v1]);
      await expect(repos.versions.listByDeal('deal_nothing', all)).resolves.toEqual([]);
      await expect(repos.versions.listByDeal('deal_ver', { limit: 2, afterId: null })).resolves.toEqual([
        v0,
        v3,
      ]);
      await expect(repos.versions.listByDeal('deal_ver', { limit: 2, afterId: 'ver_3' })).resolves.toEqual([
        v2,
        v1,
      ]);
      await expect(repos.versions.listByDeal('deal_ver', { limit: 2, afterId: 'ver_1' })).resolves.toEqual(
        [],
      );
      await expect(
        repos.versions.listByDeal('deal_ver', { limit: 2, afterId: 'ver_other' }),
      ).resolves.toEqual([]);
    });

    it('reads a version written before pricing existed as one without pricing or estimates', async () => {
      const deal = fullDeal({ id: 'deal_ver_old', externalId: 'ext-ver-old' });
      await repos.deals.insert(deal);
      const phases = [aPinnedPhase({ dealId: deal.id })];
      await database.dataSource.query(
        `INSERT INTO deal_versions (id, deal_id, reason, snapshot, created_at) VALUES ($1, $2, 'reschedule', $3::jsonb, $4)`,
        ['ver_old', deal.id, JSON.stringify({ deal, phases }), new Date(at)],
      );
      await expect(repos.versions.listByDeal(deal.id, { limit: 10, afterId: null })).resolves.toEqual([
        {
          id: 'ver_old',
          dealId: deal.id,
          createdAt: at,
          reason: 'reschedule',
          deal,
          phases,
          pricing: null,
          estimates: [],
        },
      ]);
    });
  });
});
