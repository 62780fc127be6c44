import type { PersonalToken } from '../../credentials/credential';
import { InMemoryCredentials } from '../../testing/in-memory-credentials';
import { recordCredentialUse } from './record-credential-use.use-case';

const NOW = Date.UTC(2026, 2, 2, 9, 0);
const token = (lastUsedAt: number | null): PersonalToken => ({
  kind: 'personal',
  id: 'tok_1',
  tokenHash: 'h',
  name: 'n',
  scope: 'read',
  userId: 'usr_1',
  createdAt: 0,
  expiresAt: null,
  revokedAt: null,
  lastUsedAt,
});

async function setup(lastUsedAt: number | null) {
  const credentials = new InMemoryCredentials();
  await credentials.insert(token(lastUsedAt));
  const calls: number[] = [];
  const counting = {
    recordUse: (id: string, at: number, staleAt: number) => {
      calls.push(at);
      return credentials.recordUse(id, at, staleAt);
    },
  };
  return { credentials, calls, deps: { credentials: counting } };
}

describe('recordCredentialUse', () => {
  it('records the first use', async () => {
    const { credentials, deps } = await setup(null);
    expect(await recordCredentialUse(deps, token(null), NOW)).toBe(true);
    expect(credentials.rows[0]?.lastUsedAt).toBe(NOW);
  });

  it('costs no database call within a minute of the recorded use', async () => {
    const { credentials, calls, deps } = await setup(NOW - 59_999);
    expect(await recordCredentialUse(deps, token(NOW - 59_999), NOW)).toBe(false);
    expect(calls).toEqual([]);
    expect(credentials.rows[0]?.lastUsedAt).toBe(NOW - 59_999);
  });

  it('records again a minute later', async () => {
    const { credentials, deps } = await setup(NOW - 60_000);
    expect(await recordCredentialUse(deps, token(NOW - 60_000), NOW)).toBe(true);
    expect(credentials.rows[0]?.lastUsedAt).toBe(NOW);
  });

  it('writes once when racing requests both saw the old time', async () => {
    const { credentials, calls, deps } = await setup(null);
    const seen = token(null);
    expect(await recordCredentialUse(deps, seen, NOW)).toBe(true);
    expect(await recordCredentialUse(deps, seen, NOW + 10)).toBe(false);
    expect(calls).toEqual([NOW, NOW + 10]);
    expect(credentials.recordedUses).toEqual([{ id: 'tok_1', at: NOW }]);
  });
});
