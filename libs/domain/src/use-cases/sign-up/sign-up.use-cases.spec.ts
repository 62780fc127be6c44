import type { PendingSignUp, PendingSignUpRepository } from '../../identity/pending-sign-up';
import { FakeClock } from '../../testing/credential-fakes';
import { InMemoryEmailOutbox } from '../../testing/in-memory-email-outbox';
import { InMemoryMembers } from '../../testing/in-memory-memberships';
import { EMAIL_TAKEN, requestSignUp, verifySignUp, type SignUpDeps } from './sign-up.use-cases';

class InMemoryPendingSignUps implements PendingSignUpRepository {
  readonly rows = new Map<string, PendingSignUp>();
  async save(pending: PendingSignUp): Promise<void> {
    for (const [id, row] of this.rows) if (row.email === pending.email) this.rows.delete(id);
    this.rows.set(pending.id, pending);
  }
  async findById(id: string): Promise<PendingSignUp | null> {
    return this.rows.get(id) ?? null;
  }
  async delete(id: string): Promise<void> {
    this.rows.delete(id);
  }
  async deleteExpired(now: number): Promise<void> {
    for (const [id, row] of this.rows) if (row.expiresAt <= now) this.rows.delete(id);
  }
}

const NOW = Date.UTC(2026, 10, 27, 9, 0);
const DAY = 86_400_000;

function setup() {
  const users = new InMemoryMembers();
  const pendingSignUps = new InMemoryPendingSignUps();
  const emails = new InMemoryEmailOutbox();
  const clock = new FakeClock(NOW);
  let n = 0;
  let bytes = 0;
  const repos = { users, pendingSignUps, emails };
  const deps: SignUpDeps = {
    uow: { transaction: (work) => work(repos) },
    clock,
    ids: { next: (prefix) => `${prefix}_${++n}` },
    passwords: { hash: async (password) => `argon(${password})`, verify: async () => false },
    random: { bytes: (length) => new Uint8Array(length).fill(++bytes) },
    hasher: { sha256Hex: (text) => `hash(${text})` },
    comparer: { same: (a, b) => a === b },
    appUrl: 'https://app.example.test',
  };
  const linkOf = (index: number) => {
    const [, , , , , id, token] = (emails.queued[index]?.message.links[0] ?? '').split('/');
    return { id: id ?? '', token: token ?? '' };
  };
  return { users, pendingSignUps, emails, clock, deps, linkOf };
}

const input = { email: ' Lin@Example.TEST ', name: 'Lin', password: 'open sesame' };

describe('open sign-up', () => {
  it('creates nothing until the link is followed, then the account with the chosen name and password', async () => {
    const { users, emails, deps, linkOf } = setup();
    expect(await requestSignUp(deps, input)).toEqual({ ok: true, value: undefined });
    expect(await users.findByEmail('lin@example.test')).toBeNull();
    expect(emails.queued[0]).toMatchObject({ kind: 'verify_email', message: { to: 'lin@example.test' } });
    const { id, token } = linkOf(0);
    const verified = await verifySignUp(deps, id, token);
    expect(verified).toMatchObject({
      ok: true,
      value: { email: 'lin@example.test', name: 'Lin', createdAt: NOW },
    });
    const userId = verified.ok ? verified.value.id : '';
    expect(users.passwordHashes.get(userId)).toBe('argon(open sesame)');
    expect(await verifySignUp(deps, id, token)).toMatchObject({ ok: false, error: { kind: 'NotFound' } });
  });

  it('a replaced or expired link opens nothing', async () => {
    const { clock, deps, linkOf } = setup();
    await requestSignUp(deps, input);
    await requestSignUp(deps, input);
    const first = linkOf(0);
    const second = linkOf(1);
    expect(await verifySignUp(deps, first.id, first.token)).toMatchObject({
      ok: false,
      error: { kind: 'NotFound' },
    });
    clock.current = NOW + DAY;
    expect(await verifySignUp(deps, second.id, second.token)).toMatchObject({
      ok: false,
      error: { kind: 'NotFound' },
    });
  });

  it('an email with an account gets a notice instead, and the same answer', async () => {
    const { users, emails, pendingSignUps, deps } = setup();
    users.withUser('usr_lin', 'lin@example.test');
    expect(await requestSignUp(deps, input)).toEqual({ ok: true, value: undefined });
    expect(emails.queued.map((email) => email.kind)).toEqual(['account_exists']);
    expect(pendingSignUps.rows.size).toBe(0);
  });

  it('an email that got an account meanwhile uses the link up and creates nothing', async () => {
    const { users, pendingSignUps, deps, linkOf } = setup();
    await requestSignUp(deps, input);
    users.withUser('usr_lin', 'lin@example.test');
    const { id, token } = linkOf(0);
    expect(await verifySignUp(deps, id, token)).toEqual({ ok: false, error: EMAIL_TAKEN });
    expect(pendingSignUps.rows.size).toBe(0);
  });

  it('names every bad field and writes nothing', async () => {
    const { emails, pendingSignUps, deps } = setup();
    const refused = await requestSignUp(deps, { email: 'nope', name: ' ', password: 'short' });
    expect(refused).toMatchObject({
      ok: false,
      error: {
        kind: 'Validation',
        issues: [{ path: ['email'] }, { path: ['name'] }, { path: ['password'] }],
      },
    });
    expect(emails.queued).toEqual([]);
    expect(pendingSignUps.rows.size).toBe(0);
  });
});
