import type { EmailMessage } from '@deal/domain';
import type { Database } from '../data-source/database';
import { openTestDatabase } from '../testing/test-database';
import { repositoriesFor } from '../unit-of-work/repositories-for';
import { TypeOrmUnitOfWork } from '../unit-of-work/typeorm-unit-of-work';
import { TypeOrmEmailDeliveryRepository } from './typeorm-email-outbox.repository';

/**
 * The email outbox (docs/accounts.md "Email"): written with what caused it, leased to one worker,
 * its body sealed at rest and cleared once sent or given up on. PGlite, or the server with DATABASE_URL.
 */
describe('the email outbox', () => {
  let database: Database;
  let worker: TypeOrmEmailDeliveryRepository;
  const T = Date.UTC(2026, 10, 27, 9, 0, 0, 0);
  const message = (to: string): EmailMessage => ({
    to,
    subject: 'You are invited',
    text: 'Open http://localhost:3000/join/inv_1/secret-token',
    html: '<p><a href="http://localhost:3000/join/inv_1/secret-token">Join</a></p>',
    links: ['http://localhost:3000/join/inv_1/secret-token'],
  });

  beforeAll(async () => {
    database = await openTestDatabase();
    worker = new TypeOrmEmailDeliveryRepository(database.dataSource.manager);
  }, 60_000);

  afterAll(async () => {
    await database?.close();
  });

  beforeEach(async () => {
    await database.dataSource.query('DELETE FROM email_outbox');
  });

  const enqueue = (id: string, to: string, createdAt = T) =>
    repositoriesFor(database.dataSource.manager).emails.enqueue({
      id,
      kind: 'invitation',
      message: message(to),
      createdAt,
    });

  it('keeps the body and links sealed at rest and hands them back whole to the claim', async () => {
    await enqueue('eml_a', 'ada@example.test');
    const [row] = await database.dataSource.query(`SELECT text_body, html_body, links FROM email_outbox`);
    for (const value of Object.values(row as Record<string, string>)) {
      expect(value).toMatch(/^v1:/);
      expect(value).not.toContain('secret-token');
    }
    const [claim] = await worker.claimDue({ now: T, limit: 10, leaseMs: 60_000 });
    expect(claim).toEqual({
      id: 'eml_a',
      message: message('ada@example.test'),
      attemptCount: 0,
      leaseExpiresAt: T + 60_000,
    });
  });

  it('is not written when the transaction that caused it rolls back', async () => {
    const uow = new TypeOrmUnitOfWork(database.dataSource);
    await expect(
      uow.transaction(async (repos) => {
        await repos.emails.enqueue({
          id: 'eml_r',
          kind: 'invitation',
          message: message('r@example.test'),
          createdAt: T,
        });
        throw new Error('the invitation failed');
      }),
    ).rejects.toThrow('the invitation failed');
    expect(await database.dataSource.query(`SELECT id FROM email_outbox`)).toEqual([]);
  });

  it('leases each due email to one claim until the lease ends, without counting an attempt', async () => {
    await enqueue('eml_1', 'one@example.test');
    await enqueue('eml_2', 'two@example.test', T + 1);
    await enqueue('eml_later', 'later@example.test', T + 10_000);
    const first = await worker.claimDue({ now: T + 5, limit: 1, leaseMs: 1_000 });
    const second = await worker.claimDue({ now: T + 5, limit: 10, leaseMs: 1_000 });
    expect(first.map((c) => c.id)).toEqual(['eml_1']);
    expect(second.map((c) => c.id)).toEqual(['eml_2']);
    expect(await worker.claimDue({ now: T + 500, limit: 10, leaseMs: 1_000 })).toEqual([]);
    const again = await worker.claimDue({ now: T + 1_005, limit: 10, leaseMs: 1_000 });
    expect(again.map((c) => [c.id, c.attemptCount])).toEqual([
      ['eml_1', 0],
      ['eml_2', 0],
    ]);
  });

  it('records a sent email and clears its body; a record under a lost lease changes nothing', async () => {
    await enqueue('eml_s', 'sent@example.test');
    const [stale] = await worker.claimDue({ now: T, limit: 1, leaseMs: 1_000 });
    const [claim] = await worker.claimDue({ now: T + 2_000, limit: 1, leaseMs: 1_000 });
    if (!stale || !claim) throw new Error('expected two claims');
    const sent = { id: 'eml_s', status: 'sent', nextAttemptAt: null, error: null } as const;
    await worker.record({ ...sent, leaseExpiresAt: stale.leaseExpiresAt, recordedAt: T + 2_100 });
    expect((await database.dataSource.query(`SELECT status FROM email_outbox`))[0].status).toBe('pending');
    await worker.record({ ...sent, leaseExpiresAt: claim.leaseExpiresAt, recordedAt: T + 2_200 });
    const [row] = await database.dataSource.query(
      `SELECT status, attempt_count, sent_at, text_body, html_body, links, lease_expires_at FROM email_outbox`,
    );
    expect(row).toEqual({
      status: 'sent',
      attempt_count: 1,
      sent_at: new Date(T + 2_200),
      text_body: null,
      html_body: null,
      links: null,
      lease_expires_at: null,
    });
    expect(await worker.claimDue({ now: T + 10_000, limit: 10, leaseMs: 1_000 })).toEqual([]);
  });

  it('keeps a retried email with its body until it falls due, and clears a failed one', async () => {
    await enqueue('eml_f', 'fail@example.test');
    const [claim] = await worker.claimDue({ now: T, limit: 1, leaseMs: 1_000 });
    if (!claim) throw new Error('expected a claim');
    await worker.record({
      id: 'eml_f',
      leaseExpiresAt: claim.leaseExpiresAt,
      status: 'pending',
      nextAttemptAt: T + 60_000,
      error: 'connect ECONNREFUSED',
      recordedAt: T + 10,
    });
    expect(await worker.claimDue({ now: T + 59_999, limit: 1, leaseMs: 1_000 })).toEqual([]);
    const [retry] = await worker.claimDue({ now: T + 60_000, limit: 1, leaseMs: 1_000 });
    expect(retry?.attemptCount).toBe(1);
    expect(retry?.message).toEqual(message('fail@example.test'));
    if (!retry) throw new Error('expected the retry');
    await worker.record({
      id: 'eml_f',
      leaseExpiresAt: retry.leaseExpiresAt,
      status: 'failed',
      nextAttemptAt: null,
      error: '550 no such user',
      recordedAt: T + 60_010,
    });
    const [row] = await database.dataSource.query(
      `SELECT status, attempt_count, last_error, sent_at, text_body FROM email_outbox`,
    );
    expect(row).toEqual({
      status: 'failed',
      attempt_count: 2,
      last_error: '550 no such user',
      sent_at: null,
      text_body: null,
    });
  });
});
