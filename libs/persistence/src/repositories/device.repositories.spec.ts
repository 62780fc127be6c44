import { newDeviceAuthorization, type DeviceAuthorization, type Repositories } from '@deal/domain';
import type { Database } from '../data-source/database';
import { openTestDatabase } from '../testing/test-database';
import { TypeOrmUnitOfWork } from '../unit-of-work/typeorm-unit-of-work';

/** Device flow tables. Runs on PGlite by default and on the real server when DATABASE_URL is set. */
describe('device flow repositories', () => {
  let database: Database;
  let uow: TypeOrmUnitOfWork;
  let repos: Repositories;
  const at = Date.UTC(2026, 0, 15, 10, 0, 0, 123);
  let serial = 0;

  /** A fresh pending authorization with a unique user code (the letters spell its serial number). */
  function fresh(overrides: Partial<DeviceAuthorization> = {}): DeviceAuthorization {
    const n = ++serial;
    const letters = 'BCDFGHJKLMNPQRSTVWXZ';
    const userCode = Array.from({ length: 8 }, (_, i) => letters[Math.floor(n / 20 ** i) % 20]).join('');
    const base = newDeviceAuthorization({
      id: `dev_repo_${n}`,
      deviceCodeHash: `hash_${n}`,
      userCode,
      scope: 'read_write',
      now: at,
    });
    return { ...base, ...overrides };
  }

  beforeAll(async () => {
    database = await openTestDatabase();
    uow = new TypeOrmUnitOfWork(database.dataSource);
    repos = uow.repositories;
    for (const id of ['usr_dev_1', 'usr_dev_2']) {
      await repos.users.insert({ id, email: `${id}@example.test`, name: id, createdAt: at });
    }
  });

  afterAll(async () => {
    await database.close();
  });

  describe('TypeOrmDeviceAuthorizationRepository', () => {
    it('round-trips a pending authorization, every instant to the millisecond', async () => {
      const authorization = fresh();
      expect(await repos.deviceAuthorizations.insert(authorization)).toBe(true);
      expect(await repos.deviceAuthorizations.findByUserCode(authorization.userCode)).toEqual(authorization);
      const found = await uow.transaction((tx) =>
        tx.deviceAuthorizations.findByDeviceCodeHashForUpdate(authorization.deviceCodeHash),
      );
      expect(found).toEqual(authorization);
    });

    it('finds nothing for an unknown code or hash', async () => {
      expect(await repos.deviceAuthorizations.findByUserCode('XXXXXXXX')).toBeNull();
      expect(
        await uow.transaction((tx) => tx.deviceAuthorizations.findByDeviceCodeHashForUpdate('nope')),
      ).toBeNull();
    });

    it('answers false for a taken user code or device code, keeping the first row and the transaction', async () => {
      const first = fresh();
      await repos.deviceAuthorizations.insert(first);
      const sameUserCode = { ...fresh(), userCode: first.userCode };
      const sameHash = { ...fresh(), deviceCodeHash: first.deviceCodeHash };
      const outcome = await uow.transaction(async (tx) => {
        const answers = [
          await tx.deviceAuthorizations.insert(sameUserCode),
          await tx.deviceAuthorizations.insert(sameHash),
        ];
        const other = fresh();
        answers.push(await tx.deviceAuthorizations.insert(other));
        return { answers, other: await tx.deviceAuthorizations.findByUserCode(other.userCode) };
      });
      expect(outcome.answers).toEqual([false, false, true]);
      expect(outcome.other).not.toBeNull();
      expect(await repos.deviceAuthorizations.findByUserCode(first.userCode)).toEqual(first);
    });

    it('refuses a user code outside the alphabet (CHECK constraint)', async () => {
      await expect(repos.deviceAuthorizations.insert(fresh({ userCode: 'bcdfghjk' }))).rejects.toThrow();
      await expect(repos.deviceAuthorizations.insert(fresh({ userCode: 'BCDF-GHJ' }))).rejects.toThrow();
    });

    it('records a poll: time and interval', async () => {
      const authorization = fresh();
      await repos.deviceAuthorizations.insert(authorization);
      await repos.deviceAuthorizations.recordPoll(authorization.id, at + 7_000, 10);
      expect(await repos.deviceAuthorizations.findByUserCode(authorization.userCode)).toMatchObject({
        lastPolledAt: at + 7_000,
        intervalSeconds: 10,
      });
    });

    it('decides a pending code once; a second decision changes nothing', async () => {
      const authorization = fresh();
      await repos.deviceAuthorizations.insert(authorization);
      const approve = { status: 'approved' as const, decidedAt: at + 1_000, decidedBy: 'usr_dev_1' };
      expect(await repos.deviceAuthorizations.decide(authorization.id, approve)).toBe(true);
      const deny = { status: 'denied' as const, decidedAt: at + 2_000, decidedBy: 'usr_dev_2' };
      expect(await repos.deviceAuthorizations.decide(authorization.id, deny)).toBe(false);
      expect(await repos.deviceAuthorizations.findByUserCode(authorization.userCode)).toMatchObject({
        status: 'approved',
        decidedAt: at + 1_000,
        decidedBy: 'usr_dev_1',
      });
    });

    it('consumes an approved code once, and a pending or denied one never', async () => {
      const pending = fresh();
      const approved = fresh();
      await repos.deviceAuthorizations.insert(pending);
      await repos.deviceAuthorizations.insert(approved);
      await repos.deviceAuthorizations.decide(approved.id, {
        status: 'approved',
        decidedAt: at,
        decidedBy: 'usr_dev_1',
      });
      expect(await repos.deviceAuthorizations.consume(pending.id, at + 1)).toBe(false);
      expect(await repos.deviceAuthorizations.consume(approved.id, at + 2)).toBe(true);
      expect(await repos.deviceAuthorizations.consume(approved.id, at + 3)).toBe(false);
      expect(await repos.deviceAuthorizations.findByUserCode(approved.userCode)).toMatchObject({
        consumedAt: at + 2,
      });
    });

    it('lets exactly one of two racing transactions consume a code', async () => {
      const authorization = fresh();
      await repos.deviceAuthorizations.insert(authorization);
      await repos.deviceAuthorizations.decide(authorization.id, {
        status: 'approved',
        decidedAt: at,
        decidedBy: 'usr_dev_1',
      });
      const race = () =>
        uow.transaction(async (tx) => {
          const row = await tx.deviceAuthorizations.findByDeviceCodeHashForUpdate(
            authorization.deviceCodeHash,
          );
          await new Promise((resolve) => setTimeout(resolve, 20));
          return (
            row?.consumedAt === null && (await tx.deviceAuthorizations.consume(authorization.id, at + 5))
          );
        });
      expect((await Promise.all([race(), race()])).sort()).toEqual([false, true]);
    });

    it('links the credential a collected code yielded, and forgets it when the credential is deleted', async () => {
      const authorization = fresh();
      await repos.deviceAuthorizations.insert(authorization);
      await repos.credentials.insert({
        kind: 'personal',
        id: 'tok_dev_link',
        tokenHash: 'hash_tok_dev_link',
        name: 'device login',
        scope: 'read',
        userId: 'usr_dev_1',
        createdAt: at,
        expiresAt: null,
        revokedAt: null,
        lastUsedAt: null,
      });
      await repos.deviceAuthorizations.recordCredential(authorization.id, 'tok_dev_link');
      expect((await repos.deviceAuthorizations.findByUserCode(authorization.userCode))?.credentialId).toBe(
        'tok_dev_link',
      );
      await database.dataSource.query(`DELETE FROM credentials WHERE id = 'tok_dev_link'`);
      expect(
        (await repos.deviceAuthorizations.findByUserCode(authorization.userCode))?.credentialId,
      ).toBeNull();
    });

    it('deletes exactly the authorizations that expired before the cutoff', async () => {
      const old = fresh({ expiresAt: at - 10 * 86_400_000 });
      const boundary = fresh({ expiresAt: at - 9 * 86_400_000 });
      await repos.deviceAuthorizations.insert(old);
      await repos.deviceAuthorizations.insert(boundary);
      expect(await repos.deviceAuthorizations.deleteExpiredBefore(at - 9 * 86_400_000)).toBe(1);
      expect(await repos.deviceAuthorizations.findByUserCode(old.userCode)).toBeNull();
      expect(await repos.deviceAuthorizations.findByUserCode(boundary.userCode)).not.toBeNull();
    });
  });

  describe('TypeOrmDeviceApprovalAttemptRepository', () => {
    it('starts a person with no wrong attempts and keeps what is saved', async () => {
      expect(await uow.transaction((tx) => tx.deviceApprovalAttempts.lockForUser('usr_dev_1'))).toEqual({
        windowStartedAt: null,
        failures: 0,
      });
      await repos.deviceApprovalAttempts.save('usr_dev_1', { windowStartedAt: at, failures: 3 });
      expect(await uow.transaction((tx) => tx.deviceApprovalAttempts.lockForUser('usr_dev_1'))).toEqual({
        windowStartedAt: at,
        failures: 3,
      });
    });

    it('saves a person never locked before (upsert)', async () => {
      await repos.deviceApprovalAttempts.save('usr_dev_2', { windowStartedAt: at + 1, failures: 1 });
      expect(await uow.transaction((tx) => tx.deviceApprovalAttempts.lockForUser('usr_dev_2'))).toEqual({
        windowStartedAt: at + 1,
        failures: 1,
      });
    });

    it('serialises read-modify-write by one person: no increment is lost', async () => {
      await repos.deviceApprovalAttempts.save('usr_dev_1', { windowStartedAt: at, failures: 0 });
      const increment = () =>
        uow.transaction(async (tx) => {
          const attempts = await tx.deviceApprovalAttempts.lockForUser('usr_dev_1');
          await new Promise((resolve) => setTimeout(resolve, 10));
          await tx.deviceApprovalAttempts.save('usr_dev_1', { ...attempts, failures: attempts.failures + 1 });
        });
      await Promise.all(Array.from({ length: 6 }, increment));
      expect(await uow.transaction((tx) => tx.deviceApprovalAttempts.lockForUser('usr_dev_1'))).toMatchObject(
        {
          failures: 6,
        },
      );
    });
  });
});
