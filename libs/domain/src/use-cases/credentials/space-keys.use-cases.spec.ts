import type { Actor } from '../../credentials/actor';
import {
  CountingIds,
  FakeClock,
  SequentialTokenIssuer,
  keyActor,
  userActor,
} from '../../testing/credential-fakes';
import { InMemoryCredentials } from '../../testing/in-memory-credentials';
import { InMemoryMembers } from '../../testing/in-memory-memberships';
import { createSpaceKey } from './create-space-key.use-case';
import { listSpaceKeys } from './list-space-keys.use-case';
import { revokeSpaceKey } from './revoke-space-key.use-case';

const NOW = Date.UTC(2026, 2, 2, 9, 0);
const request = { name: 'audit system', scope: 'read_write' as const, expiresInDays: null };
const keyNotFound = { ok: false, error: { kind: 'NotFound', resource: 'api key' } };
const spaceNotFound = { ok: false, error: { kind: 'NotFound', resource: 'space' } };

function setup() {
  const memberships = new InMemoryMembers()
    .withMember('spc_a', 'usr_owner', 'owner')
    .withMember('spc_a', 'usr_admin', 'admin')
    .withMember('spc_a', 'usr_member', 'member')
    .withMember('spc_b', 'usr_other', 'owner');
  const credentials = new InMemoryCredentials();
  const clock = new FakeClock(NOW);
  const deps = {
    memberships,
    credentials,
    clock,
    ids: new CountingIds(),
    tokens: new SequentialTokenIssuer(),
  };
  return { memberships, credentials, clock, deps };
}

describe('createSpaceKey', () => {
  it.each(['usr_owner', 'usr_admin'])(
    '%s mints a key of the space, recorded as its creator',
    async (userId) => {
      const { credentials, deps } = setup();
      const created = await createSpaceKey(deps, userActor(userId), 'spc_a', request);
      const credential = {
        kind: 'space',
        id: 'tok_1',
        tokenHash: 'hash(svcs_secret1)',
        name: 'audit system',
        scope: 'read_write',
        spaceId: 'spc_a',
        createdBy: userId,
        createdAt: NOW,
        expiresAt: null,
        revokedAt: null,
        lastUsedAt: null,
      };
      expect(created).toEqual({ ok: true, value: { token: 'svcs_secret1', credential } });
      expect(credentials.rows).toEqual([credential]);
    },
  );

  it.each<[string, Actor, object]>([
    ['a plain member', userActor('usr_member'), keyNotFound],
    ['a space key of the space', keyActor('spc_a'), keyNotFound],
    ['an owner of another space', userActor('usr_other'), spaceNotFound],
    ['a key of another space', keyActor('spc_b'), spaceNotFound],
  ])('%s mints nothing and learns nothing', async (_who, actor, refusal) => {
    const { credentials, deps } = setup();
    expect(await createSpaceKey(deps, actor, 'spc_a', request)).toEqual(refusal);
    expect(credentials.rows).toEqual([]);
  });

  it('refuses a bad request', async () => {
    const { credentials, deps } = setup();
    const refused = await createSpaceKey(deps, userActor('usr_owner'), 'spc_a', { ...request, name: ' ' });
    expect(refused).toMatchObject({ ok: false, error: { kind: 'Validation' } });
    expect(credentials.rows).toEqual([]);
  });
});

describe('listSpaceKeys', () => {
  it("pages through the space's keys only, for owners and admins", async () => {
    const { deps } = setup();
    for (const spaceId of ['spc_a', 'spc_a', 'spc_b', 'spc_a']) {
      const owner = spaceId === 'spc_a' ? 'usr_owner' : 'usr_other';
      await createSpaceKey(deps, userActor(owner), spaceId, request);
    }
    const first = await listSpaceKeys(deps, userActor('usr_admin'), 'spc_a', { limit: 2, afterId: null });
    expect(first).toMatchObject({
      ok: true,
      value: { items: [{ id: 'tok_1' }, { id: 'tok_2' }], nextAfterId: 'tok_2' },
    });
    const rest = await listSpaceKeys(deps, userActor('usr_admin'), 'spc_a', { limit: 2, afterId: 'tok_2' });
    expect(rest).toMatchObject({ ok: true, value: { items: [{ id: 'tok_4' }], nextAfterId: null } });
  });

  it('hides the list from plain members and keys', async () => {
    const { deps } = setup();
    const page = { limit: 25, afterId: null };
    expect(await listSpaceKeys(deps, userActor('usr_member'), 'spc_a', page)).toEqual(keyNotFound);
    expect(await listSpaceKeys(deps, keyActor('spc_a'), 'spc_a', page)).toEqual(keyNotFound);
  });
});

describe('revokeSpaceKey', () => {
  it("an admin revokes the owner's key; again succeeds and keeps the first time", async () => {
    const { credentials, clock, deps } = setup();
    await createSpaceKey(deps, userActor('usr_owner'), 'spc_a', request);
    const revoke = () => revokeSpaceKey(deps, userActor('usr_admin'), 'spc_a', 'tok_1');
    expect(await revoke()).toEqual({ ok: true, value: undefined });
    clock.current = NOW + 1000;
    expect(await revoke()).toEqual({ ok: true, value: undefined });
    expect(credentials.rows[0]?.revokedAt).toBe(NOW);
  });

  it('a key of another space, or a personal token, is not a key of this space', async () => {
    const { credentials, deps } = setup();
    await createSpaceKey(deps, userActor('usr_other'), 'spc_b', request);
    await credentials.insert({
      kind: 'personal',
      id: 'tok_p',
      tokenHash: 'p',
      name: 'laptop',
      scope: 'read',
      userId: 'usr_owner',
      createdAt: NOW,
      expiresAt: null,
      revokedAt: null,
      lastUsedAt: null,
    });
    for (const id of ['tok_1', 'tok_p', 'tok_none']) {
      expect(await revokeSpaceKey(deps, userActor('usr_owner'), 'spc_a', id)).toEqual(keyNotFound);
    }
    expect(credentials.rows.map((row) => row.revokedAt)).toEqual([null, null]);
  });

  it('a plain member, or the key itself, cannot revoke', async () => {
    const { credentials, deps } = setup();
    await createSpaceKey(deps, userActor('usr_owner'), 'spc_a', request);
    expect(await revokeSpaceKey(deps, userActor('usr_member'), 'spc_a', 'tok_1')).toEqual(keyNotFound);
    expect(await revokeSpaceKey(deps, keyActor('spc_a'), 'spc_a', 'tok_1')).toEqual(keyNotFound);
    expect(credentials.rows[0]?.revokedAt).toBeNull();
  });
});
