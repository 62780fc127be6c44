import type { PasswordReset, PasswordResetRepository } from '../../identity/password-reset';
import { FakeClock } from '../../testing/credential-fakes';
import { InMemoryEmailOutbox } from '../../testing/in-memory-email-outbox';
import { InMemoryMembers } from '../../testing/in-memory-memberships';
import { InMemoryWebSessions } from '../../testing/in-memory-sessions';
import {
  checkPasswordResetLink,
  requestPasswordReset,
  resetPassword,
  type PasswordResetDeps,
} from './password-reset.use-cases';

class InMemoryPasswordResets implements PasswordResetRepository {
  readonly rows = new Map<string, PasswordReset>();
  async insert(reset: PasswordReset): Promise<void> {
    this.rows.set(reset.id, reset);
  }
  async findById(id: string): Promise<PasswordReset | null> {
    return this.rows.get(id) ?? null;
  }
  async useAllOfUser(userId: string, id: string, at: number): Promise<boolean> {
    const open = this.rows.get(id)?.usedAt === null;
    for (const [key, row] of this.rows) {
      if (row.userId === userId && row.usedAt === null) this.rows.set(key, { ...row, usedAt: at });
    }
    return open;
  }
  async deleteExpiredBefore(before: number): Promise<void> {
    for (const [id, row] of this.rows) if (row.expiresAt <= before) this.rows.delete(id);
  }
}

const NOW = Date.UTC(2026, 10, 27, 9, 0);
const HOUR = 3_600_000;

function setup() {
  const users = new InMemoryMembers().withUser('usr_1', 'ada@example.test');
  const passwordResets = new InMemoryPasswordResets();
  const emails = new InMemoryEmailOutbox();
  const sessions = new InMemoryWebSessions();
  const clock = new FakeClock(NOW);
  const compared: [string, string][] = [];
  let n = 0;
  let bytes = 0;
  const repos = { users, passwordResets, emails, sessions };
  const hashed: string[] = [];
  const deps: PasswordResetDeps = {
    uow: { repositories: repos, transaction: (work) => work(repos) },
    clock,
    ids: { next: (prefix) => `${prefix}_${++n}` },
    passwords: {
      hash: async (password) => {
        hashed.push(password);
        return `argon(${password})`;
      },
      verify: async () => false,
    },
    random: { bytes: (length) => new Uint8Array(length).fill(++bytes) },
    hasher: { sha256Hex: (text) => `hash(${text})` },
    comparer: {
      same: (a, b) => {
        compared.push([a, b]);
        return a === b;
      },
    },
    appUrl: 'https://app.example.test/',
  };
  const linkOf = (index: number) => {
    const [, , , , id, token] = (emails.queued[index]?.message.links[0] ?? '').split('/');
    return { id: id ?? '', token: token ?? '' };
  };
  return { users, passwordResets, emails, sessions, clock, deps, linkOf, compared, hashed };
}

describe('password reset', () => {
  it('emails an account a link for an hour, keeping only the hash of its token', async () => {
    const { emails, passwordResets, deps, linkOf } = setup();
    await requestPasswordReset(deps, 'ada@example.test');
    expect(emails.queued[0]).toMatchObject({
      kind: 'password_reset',
      message: { to: 'ada@example.test', subject: 'Reset your password on Deal Pricing Service' },
    });
    const { id, token } = linkOf(0);
    expect(emails.queued[0]?.message.links[0]).toBe(`https://app.example.test/reset-password/${id}/${token}`);
    expect(passwordResets.rows.get(id)).toEqual({
      id,
      userId: 'usr_1',
      tokenHash: `hash(${token})`,
      createdAt: NOW,
      expiresAt: NOW + HOUR,
      usedAt: null,
    });
  });

  it('writes and sends nothing for an email without an account', async () => {
    const { emails, passwordResets, deps } = setup();
    await requestPasswordReset(deps, 'nobody@example.test');
    expect(emails.queued).toEqual([]);
    expect(passwordResets.rows.size).toBe(0);
  });

  it('compares the token’s hash in constant time, and a link stops working after an hour', async () => {
    const { deps, linkOf, clock, compared, passwordResets } = setup();
    await requestPasswordReset(deps, 'ada@example.test');
    const { id, token } = linkOf(0);
    expect(await checkPasswordResetLink(deps, id, token)).toBe('ada@example.test');
    expect(compared).toEqual([[`hash(${token})`, `hash(${token})`]]);
    expect(await checkPasswordResetLink(deps, id, 'B'.repeat(43))).toBeNull();
    expect(await checkPasswordResetLink(deps, id, 'short')).toBeNull();
    clock.current = NOW + HOUR;
    expect(await checkPasswordResetLink(deps, id, token)).toBeNull();
    expect(await resetPassword(deps, id, token, 'long enough password')).toEqual({
      ok: false,
      error: { kind: 'NotFound', resource: 'password reset' },
    });
    await requestPasswordReset(deps, 'ada@example.test'); // the next request deletes expired ones
    expect(passwordResets.rows.has(id)).toBe(false);
  });

  it('checks the link before the password, and a bad password writes nothing', async () => {
    const { deps, linkOf, users, hashed } = setup();
    expect(await resetPassword(deps, 'pwr_none', 'A'.repeat(43), 'x')).toMatchObject({
      error: { kind: 'NotFound' },
    });
    await requestPasswordReset(deps, 'ada@example.test');
    const { id, token } = linkOf(0);
    expect(await resetPassword(deps, id, token, 'short')).toEqual({
      ok: false,
      error: {
        kind: 'Validation',
        issues: [{ path: ['password'], message: 'must be at least 8 characters' }],
      },
    });
    expect(hashed).toEqual([]);
    expect(users.passwordHashes.size).toBe(0);
    expect(await checkPasswordResetLink(deps, id, token)).toBe('ada@example.test');
  });

  it('sets the password once, uses up every open link, and ends every web session', async () => {
    const { deps, linkOf, users, sessions } = setup();
    const base = { tokenHash: 'x', userId: 'usr_1', createdAt: NOW, expiresAt: NOW + HOUR, revokedAt: null };
    await sessions.insert({ ...base, id: 'ses_1', lastSeenAt: NOW, userAgent: null, ip: null });
    await sessions.insert({
      ...base,
      id: 'ses_2',
      tokenHash: 'y',
      lastSeenAt: NOW,
      userAgent: null,
      ip: null,
    });
    await requestPasswordReset(deps, 'ada@example.test');
    await requestPasswordReset(deps, 'ada@example.test');
    const first = linkOf(0);
    const second = linkOf(1);
    const reset = await resetPassword(deps, second.id, second.token, 'a new long password');
    expect(reset.ok && reset.value.id).toBe('usr_1');
    expect(users.passwordHashes.get('usr_1')).toBe('argon(a new long password)');
    expect(sessions.rows.map((row) => row.revokedAt)).toEqual([NOW, NOW]);
    expect(await resetPassword(deps, second.id, second.token, 'another password')).toMatchObject({
      error: { kind: 'NotFound' },
    });
    expect(await checkPasswordResetLink(deps, first.id, first.token)).toBeNull();
    expect(users.passwordHashes.get('usr_1')).toBe('argon(a new long password)');
  });
});
