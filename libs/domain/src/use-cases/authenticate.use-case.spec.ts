import type { Credential, CredentialRepository } from '../credentials/credential';
import { formatToken } from '../credentials/token-format';
import type { User, UserRepository } from '../identity/user';
import { authenticate, authenticateCredential, type AuthenticateDeps } from './authenticate.use-case';

const NOW = 1_700_000_000_000;
const hasher = { sha256Hex: (text: string) => `h(${text})` };
const personal = formatToken('personal', new Uint8Array(32).fill(1));
const spaceKey = formatToken('space', new Uint8Array(32).fill(2));
const user: User = { id: 'usr_1', email: 'ann@example.test', name: 'Ann', createdAt: 0 };
const base = {
  name: 't',
  scope: 'read' as const,
  createdAt: 0,
  expiresAt: null,
  revokedAt: null,
  lastUsedAt: null,
};

function deps(credentials: Credential[], lookups: string[] = []): AuthenticateDeps {
  const repo: Pick<CredentialRepository, 'findByTokenHash'> = {
    findByTokenHash: async (hash) => {
      lookups.push(hash);
      return credentials.find((c) => c.tokenHash === hash) ?? null;
    },
  };
  const users: Pick<UserRepository, 'findById'> = { findById: async (id) => (id === user.id ? user : null) };
  return {
    credentials: repo as CredentialRepository,
    users: users as UserRepository,
    hasher,
    clock: { now: () => NOW },
  };
}

const token = (overrides: Partial<Credential> = {}): Credential =>
  ({
    ...base,
    kind: 'personal',
    id: 'tok_1',
    tokenHash: `h(${personal})`,
    userId: user.id,
    ...overrides,
  }) as Credential;
const missing = { ok: false, error: { kind: 'Unauthenticated', reason: 'missing' } };
const invalid = { ok: false, error: { kind: 'Unauthenticated', reason: 'invalid' } };

describe('authenticate', () => {
  it.each([undefined, '', '   '])('a missing header (%j) is "missing"', async (header) => {
    expect(await authenticate(deps([token()]), header)).toEqual(missing);
  });

  it('a personal token acts as its user', async () => {
    expect(await authenticate(deps([token()]), `Bearer ${personal}`)).toEqual({
      ok: true,
      value: {
        kind: 'user',
        userId: 'usr_1',
        email: 'ann@example.test',
        scope: 'read',
        credentialId: 'tok_1',
      },
    });
  });

  it('a space key acts as its space', async () => {
    const key = {
      ...base,
      kind: 'space',
      id: 'tok_2',
      tokenHash: `h(${spaceKey})`,
      spaceId: 'spc_1',
      createdBy: null,
    };
    expect(await authenticate(deps([key as Credential]), `bearer  ${spaceKey}`)).toEqual({
      ok: true,
      value: { kind: 'space_key', spaceId: 'spc_1', scope: 'read', credentialId: 'tok_2' },
    });
  });

  it.each([
    ['another scheme', `Basic ${personal}`],
    ['no token', 'Bearer'],
    ['two tokens', `Bearer ${personal} ${personal}`],
    ['a garbled token', 'Bearer garbage'],
    ['a bad checksum', `Bearer ${personal.slice(0, -1)}${personal.endsWith('A') ? 'B' : 'A'}`],
  ])('%s is "invalid" without a database lookup', async (_name, header) => {
    const lookups: string[] = [];
    expect(await authenticate(deps([token()], lookups), header)).toEqual(invalid);
    expect(lookups).toEqual([]);
  });

  it.each([
    ['unknown', []],
    ['revoked', [token({ revokedAt: NOW - 1 })]],
    ['expired', [token({ expiresAt: NOW })]],
    ['of a deleted user', [token({ userId: 'usr_gone' } as Partial<Credential>)]],
    ['stored as the other kind', [token({ tokenHash: `h(${spaceKey})` })]],
  ])('a well-formed token that is %s is "invalid"', async (_name, credentials) => {
    const header = `Bearer ${credentials[0]?.tokenHash === `h(${spaceKey})` ? spaceKey : personal}`;
    expect(await authenticate(deps(credentials as Credential[]), header)).toEqual(invalid);
  });

  it('hands back the stored credential it accepted, for recording its use', async () => {
    const stored = token({ lastUsedAt: NOW - 5_000 });
    const result = await authenticateCredential(deps([stored]), `Bearer ${personal}`);
    expect(result).toEqual({
      ok: true,
      value: { actor: expect.objectContaining({ kind: 'user', credentialId: 'tok_1' }), credential: stored },
    });
  });
});
