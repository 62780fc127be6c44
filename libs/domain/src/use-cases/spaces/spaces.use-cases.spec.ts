import type { Actor } from '../../credentials/actor';
import { FakeClock, keyActor, userActor } from '../../testing/credential-fakes';
import { InMemoryWorkspace } from '../../testing/in-memory-invitations';
import { parseSpaceName } from '../../space/space-name.rules';
import { createSpace } from './create-space.use-case';
import { readSpace } from './read-space.use-case';
import { updateSpace } from './update-space.use-case';

const NOW = Date.UTC(2026, 10, 25, 12, 0);
const notFound = (resource: string) => ({ ok: false, error: { kind: 'NotFound', resource } });
const nameIssue = (message: string) => ({
  ok: false,
  error: { kind: 'Validation', issues: [{ path: ['name'], message }] },
});

function setup() {
  const world = new InMemoryWorkspace().withSpace('spc_a', {
    usr_owner: 'owner',
    usr_admin: 'admin',
    usr_member: 'member',
  });
  world.members.withUser('usr_new');
  let n = 0;
  const ids = { next: (prefix: string) => `${prefix}_${++n}` };
  const clock = new FakeClock(NOW);
  return {
    world,
    clock,
    create: { uow: world, ids, clock, limits: { spacesPerUser: 3 } },
    rename: { repos: world.repositories, clock },
  };
}

describe('parseSpaceName', () => {
  it('trims, and takes 1–100 characters (code points, not UTF-16 units)', () => {
    expect(parseSpaceName('  Acme agency ')).toEqual({ ok: true, value: 'Acme agency' });
    expect(parseSpaceName('😀'.repeat(100))).toMatchObject({ ok: true });
    expect(parseSpaceName('x'.repeat(101))).toEqual({
      ok: false,
      error: [{ path: ['name'], message: 'must be at most 100 characters' }],
    });
  });

  it.each([
    [undefined, 'is required'],
    [42, 'must be a string'],
    ['   ', 'must not be blank'],
  ])('refuses %p: %s', (raw, message) => {
    expect(parseSpaceName(raw)).toEqual({ ok: false, error: [{ path: ['name'], message }] });
  });
});

describe('createSpace', () => {
  it('makes the creator its only member, an owner, on the free plan, as of now', async () => {
    const { world, create } = setup();
    const created = await createSpace(create, userActor('usr_new'), { name: ' Side project ' });
    const space = {
      id: 'spc_1',
      name: 'Side project',
      plan: 'free',
      currency: 'usd',
      createdAt: NOW,
      updatedAt: NOW,
    };
    expect(created).toEqual({ ok: true, value: { space, role: 'owner', isMember: true } });
    expect(await world.spaces.findById('spc_1')).toEqual(space);
    expect(await world.members.roleOf('spc_1', 'usr_new')).toBe('owner');
  });

  it('takes a currency in any case and keeps it in lower case; a bad one is a 400 naming currency', async () => {
    const { world, create } = setup();
    const created = await createSpace(create, userActor('usr_new'), { name: 'Euro', currency: 'EUR' });
    expect(created).toMatchObject({ ok: true, value: { space: { id: 'spc_1', currency: 'eur' } } });
    expect(await world.spaces.findById('spc_1')).toMatchObject({ currency: 'eur' });
    for (const [currency, message] of [
      ['euro', 'must be a three-letter ISO 4217 currency code'],
      ['', 'must be a three-letter ISO 4217 currency code'],
      [42, 'must be a string'],
      [null, 'must be a string'],
    ] as const) {
      expect(await createSpace(create, userActor('usr_new'), { name: ' ', currency })).toEqual({
        ok: false,
        error: {
          kind: 'Validation',
          issues: [
            { path: ['name'], message: 'must not be blank' },
            { path: ['currency'], message },
          ],
        },
      });
    }
    expect([...world.spaces.records.keys()]).toEqual(['spc_a', 'spc_1']);
  });

  it('a space key creates nothing (404); a read token is refused; a bad name writes nothing', async () => {
    const { world, create } = setup();
    expect(await createSpace(create, keyActor('spc_a'), { name: 'Mine' })).toEqual(notFound('space'));
    expect(await createSpace(create, userActor('usr_new', 'read'), { name: 'Mine' })).toEqual({
      ok: false,
      error: { kind: 'ScopeForbidsWrites' },
    });
    expect(await createSpace(create, userActor('usr_new'), { name: '' })).toEqual(
      nameIssue('must not be blank'),
    );
    expect([...world.spaces.records.keys()]).toEqual(['spc_a']);
  });
});

describe('updateSpace', () => {
  it.each(['usr_owner', 'usr_admin'])('%s renames, and updated_at moves', async (userId) => {
    const { world, rename } = setup();
    const renamed = await updateSpace(rename, userActor(userId), 'spc_a', { name: 'Acme' });
    expect(renamed).toMatchObject({ ok: true, value: { space: { name: 'Acme', updatedAt: NOW } } });
    expect(await world.spaces.findById('spc_a')).toMatchObject({ name: 'Acme', updatedAt: NOW });
  });

  it('the same name again changes nothing', async () => {
    const { world, rename } = setup();
    const same = await updateSpace(rename, userActor('usr_owner'), 'spc_a', { name: 'Space spc_a' });
    expect(same).toMatchObject({ ok: true, value: { space: { updatedAt: 0 } } });
    expect(await world.spaces.findById('spc_a')).toMatchObject({ updatedAt: 0 });
  });

  it.each<[string, Actor]>([
    ['a plain member', userActor('usr_member')],
    ['the space key', keyActor('spc_a')],
    ['a stranger', userActor('usr_new')],
  ])('%s renames nothing: 404 space', async (_who, actor) => {
    const { world, rename } = setup();
    expect(await updateSpace(rename, actor, 'spc_a', { name: 'Mine' })).toEqual(notFound('space'));
    expect(await world.spaces.findById('spc_a')).toMatchObject({ name: 'Space spc_a' });
  });

  it('a bad name is a 400 naming name; a read token is refused', async () => {
    const { rename } = setup();
    expect(await updateSpace(rename, userActor('usr_owner'), 'spc_a', { name: ' ' })).toEqual(
      nameIssue('must not be blank'),
    );
    expect(await updateSpace(rename, userActor('usr_owner', 'read'), 'spc_a', { name: 'x' })).toEqual({
      ok: false,
      error: { kind: 'ScopeForbidsWrites' },
    });
  });
});

describe('updateSpace: the currency', () => {
  it('an owner changes it (stored lower-case, updated_at moves); the same one again changes nothing', async () => {
    const { world, rename, clock } = setup();
    const changed = await updateSpace(rename, userActor('usr_owner'), 'spc_a', { currency: 'Gbp' });
    expect(changed).toMatchObject({
      ok: true,
      value: { space: { currency: 'gbp', name: 'Space spc_a', updatedAt: NOW }, role: 'owner' },
    });
    expect(await world.spaces.findById('spc_a')).toMatchObject({ currency: 'gbp', updatedAt: NOW });
    clock.current += 60_000;
    const both = await updateSpace(rename, userActor('usr_owner'), 'spc_a', {
      name: 'Acme',
      currency: 'gbp',
    });
    expect(both).toMatchObject({ ok: true, value: { space: { name: 'Acme', currency: 'gbp' } } });
    const same = await updateSpace(rename, userActor('usr_owner'), 'spc_a', { currency: 'GBP' });
    expect(same).toMatchObject({ ok: true, value: { space: { updatedAt: NOW + 60_000 } } });
  });

  it('an admin gets the owner-only 409 and changes nothing, not even the name sent with it', async () => {
    const { world, rename } = setup();
    expect(
      await updateSpace(rename, userActor('usr_admin'), 'spc_a', { name: 'Acme', currency: 'eur' }),
    ).toEqual({
      ok: false,
      error: { kind: 'Conflict', message: "only an owner may change a space's currency" },
    });
    expect(await world.spaces.findById('spc_a')).toMatchObject({ name: 'Space spc_a', currency: 'usd' });
    // Its current currency is no change: an admin may send it back with a new name.
    const renamed = await updateSpace(rename, userActor('usr_admin'), 'spc_a', {
      name: 'Acme',
      currency: 'USD',
    });
    expect(renamed).toMatchObject({ ok: true, value: { space: { name: 'Acme', currency: 'usd' } } });
  });

  it.each<[string, Actor]>([
    ['a plain member', userActor('usr_member')],
    ['the space key', keyActor('spc_a')],
    ['a stranger', userActor('usr_new')],
  ])('%s changes nothing: 404 space', async (_who, actor) => {
    const { world, rename } = setup();
    expect(await updateSpace(rename, actor, 'spc_a', { currency: 'eur' })).toEqual(notFound('space'));
    expect(await world.spaces.findById('spc_a')).toMatchObject({ currency: 'usd' });
  });

  it('a bad currency is a 400 naming currency', async () => {
    const { rename } = setup();
    expect(await updateSpace(rename, userActor('usr_owner'), 'spc_a', { currency: 'us' })).toEqual({
      ok: false,
      error: {
        kind: 'Validation',
        issues: [{ path: ['currency'], message: 'must be a three-letter ISO 4217 currency code' }],
      },
    });
  });
});

describe('readSpace', () => {
  it('shows a member the space with their role, and a space key its own space with none', async () => {
    const { world } = setup();
    const space = await world.spaces.findById('spc_a');
    expect(await readSpace({ repos: world.repositories }, userActor('usr_member'), 'spc_a')).toEqual({
      ok: true,
      value: { space, role: 'member', isMember: true },
    });
    expect(await readSpace({ repos: world.repositories }, keyActor('spc_a'), 'spc_a')).toEqual({
      ok: true,
      value: { space, role: null, isMember: false },
    });
  });

  it('answers a stranger, another space’s key and an unknown id alike: 404 space', async () => {
    const { world } = setup();
    const repos = { repos: world.repositories };
    expect(await readSpace(repos, userActor('usr_new'), 'spc_a')).toEqual(notFound('space'));
    expect(await readSpace(repos, keyActor('spc_b'), 'spc_a')).toEqual(notFound('space'));
    expect(await readSpace(repos, userActor('usr_owner'), 'spc_nope')).toEqual(notFound('space'));
  });
});
