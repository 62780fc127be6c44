import {
  CountingIds,
  FakeClock,
  SequentialTokenIssuer,
  keyActor,
  userActor,
} from '../../testing/credential-fakes';
import { InMemoryCredentials } from '../../testing/in-memory-credentials';
import { createPersonalToken } from './create-personal-token.use-case';
import { listPersonalTokens } from './list-personal-tokens.use-case';
import { revokePersonalToken } from './revoke-personal-token.use-case';

const NOW = Date.UTC(2026, 2, 2, 9, 0);
const DAY = 86_400_000;
const tokenNotFound = { ok: false, error: { kind: 'NotFound', resource: 'token' } };

function setup() {
  const credentials = new InMemoryCredentials();
  const tokens = new SequentialTokenIssuer();
  const clock = new FakeClock(NOW);
  const deps = { credentials, tokens, clock, ids: new CountingIds() };
  const create = (userId: string, request: object = {}) =>
    createPersonalToken(deps, userActor(userId), {
      name: 'laptop',
      scope: 'read',
      expiresInDays: null,
      ...request,
    });
  return { credentials, tokens, clock, deps, create };
}

describe('createPersonalToken', () => {
  it('stores only the hash and shows the token once, with the caller as owner', async () => {
    const { credentials, create } = setup();
    const created = await create('usr_ann', { name: ' laptop ', scope: 'read_write', expiresInDays: 30 });
    const credential = {
      kind: 'personal',
      id: 'tok_1',
      tokenHash: 'hash(svcp_secret1)',
      name: 'laptop',
      scope: 'read_write',
      userId: 'usr_ann',
      createdAt: NOW,
      expiresAt: NOW + 30 * DAY,
      revokedAt: null,
      lastUsedAt: null,
    };
    expect(created).toEqual({ ok: true, value: { token: 'svcp_secret1', credential } });
    expect(credentials.rows).toEqual([credential]);
    expect(JSON.stringify(credentials.rows)).not.toContain('"svcp_secret1"');
  });

  it('a read_write token may mint a read token as well as a read_write one', async () => {
    const { create } = setup();
    expect(await create('usr_ann', { scope: 'read' })).toMatchObject({
      ok: true,
      value: { credential: { scope: 'read' } },
    });
    expect(await create('usr_ann', { scope: 'read_write' })).toMatchObject({
      ok: true,
      value: { credential: { scope: 'read_write' } },
    });
  });

  it('a read token mints nothing: minting is a write', async () => {
    const { credentials, tokens, deps } = setup();
    const request = { name: 'x', scope: 'read' as const, expiresInDays: null };
    expect(await createPersonalToken(deps, userActor('usr_ann', 'read'), request)).toEqual({
      ok: false,
      error: { kind: 'ScopeForbidsWrites' },
    });
    expect(credentials.rows).toEqual([]);
    expect(tokens.issued).toEqual([]);
  });

  it('a space key has no personal tokens to mint', async () => {
    const { credentials, deps } = setup();
    const request = { name: 'x', scope: 'read' as const, expiresInDays: null };
    expect(await createPersonalToken(deps, keyActor('spc_1'), request)).toEqual(tokenNotFound);
    expect(credentials.rows).toEqual([]);
  });

  it('refuses a bad request before drawing a token', async () => {
    const { credentials, tokens, create } = setup();
    const refused = await create('usr_ann', { name: '', expiresInDays: 0 });
    expect(refused).toEqual({
      ok: false,
      error: {
        kind: 'Validation',
        issues: [
          { path: ['name'], message: 'must not be blank' },
          { path: ['expires_in_days'], message: 'must be an integer from 1 to 3650' },
        ],
      },
    });
    expect(credentials.rows).toEqual([]);
    expect(tokens.issued).toEqual([]);
  });
});

describe('listPersonalTokens', () => {
  it("pages through the caller's own tokens only, revoked ones included, in id order", async () => {
    const { deps, create } = setup();
    for (let i = 0; i < 3; i++) await create('usr_ann');
    await create('usr_bob');
    await revokePersonalToken(deps, userActor('usr_ann'), 'tok_2');
    const first = await listPersonalTokens(deps, userActor('usr_ann'), { limit: 2, afterId: null });
    expect(first).toMatchObject({
      ok: true,
      value: { items: [{ id: 'tok_1' }, { id: 'tok_2' }], nextAfterId: 'tok_2' },
    });
    const rest = await listPersonalTokens(deps, userActor('usr_ann'), { limit: 2, afterId: 'tok_2' });
    expect(rest).toMatchObject({ ok: true, value: { items: [{ id: 'tok_3' }], nextAfterId: null } });
    if (first.ok) expect(first.value.items[1]?.revokedAt).toBe(NOW);
  });

  it('a space key finds none', async () => {
    const { deps } = setup();
    expect(await listPersonalTokens(deps, keyActor('spc_1'), { limit: 25, afterId: null })).toEqual(
      tokenNotFound,
    );
  });
});

describe('revokePersonalToken', () => {
  it('revokes an own token once: a second revocation succeeds and keeps the first time', async () => {
    const { credentials, clock, deps, create } = setup();
    await create('usr_ann');
    expect(await revokePersonalToken(deps, userActor('usr_ann'), 'tok_1')).toEqual({
      ok: true,
      value: undefined,
    });
    clock.current = NOW + DAY;
    expect(await revokePersonalToken(deps, userActor('usr_ann'), 'tok_1')).toEqual({
      ok: true,
      value: undefined,
    });
    expect(credentials.rows[0]?.revokedAt).toBe(NOW);
  });

  it("refuses someone else's token, a space key's id and an unknown id alike, changing nothing", async () => {
    const { credentials, deps, create } = setup();
    await create('usr_bob');
    await credentials.insert({
      kind: 'space',
      id: 'tok_key',
      tokenHash: 'h',
      name: 'k',
      scope: 'read',
      spaceId: 'spc_1',
      createdBy: 'usr_ann',
      createdAt: NOW,
      expiresAt: null,
      revokedAt: null,
      lastUsedAt: null,
    });
    for (const id of ['tok_1', 'tok_key', 'tok_unknown']) {
      expect(await revokePersonalToken(deps, userActor('usr_ann'), id)).toEqual(tokenNotFound);
    }
    expect(credentials.rows.map((row) => row.revokedAt)).toEqual([null, null]);
  });

  it('a space key revokes no personal token', async () => {
    const { credentials, deps, create } = setup();
    await create('usr_ann');
    expect(await revokePersonalToken(deps, keyActor('spc_1'), 'tok_1')).toEqual(tokenNotFound);
    expect(credentials.rows[0]?.revokedAt).toBeNull();
  });
});
