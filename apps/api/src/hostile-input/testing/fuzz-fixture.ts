import type { Database } from '@deal/persistence';
import { aPerson, join, type Person } from '../../members/testing/team.fixture';
import type { TestApi } from '../../testing/api-test-app';
import { insertCredential } from '../../testing/credential-fixtures';
import { expectStatus } from './expect-status';
import type { FuzzPools } from './hostile-request';
import { TenantResources, UNREACHABLE_WEBHOOK } from './tenant-resources';

const DAY = 86_400_000;
const MONDAY = Date.parse('2030-01-07T00:00:00Z');
const FAR_AHEAD = Date.parse('9999-12-01T00:00:00Z');
const FAR_BACK = Date.parse('1970-01-02T00:00:00Z');

/**
 * Two spaces full of things to aim at. The caller (owner of space A) fuzzes with its read_write
 * token; space B belongs to someone else. Ids of both spaces go into the pools, except the
 * caller's own user id and the credentials the fuzz authenticates with, so that an accepted
 * request can never lock the fuzz out of its own space (those paths are covered by the members
 * and credentials e2e specs).
 */
export async function buildFuzzFixture(
  api: TestApi,
  database: Database,
  documented: ReadonlySet<string>,
): Promise<FuzzPools> {
  const caller = await aPerson(database, 'Fuzz Caller');
  const admin = await aPerson(database, 'Fuzz Admin');
  const member = await aPerson(database, 'Fuzz Member');
  const stranger = await aPerson(database, 'Fuzz Stranger');
  const spaceA = caller.ownSpaceId;
  await join(database, spaceA, admin, 'admin');
  await join(database, spaceA, member, 'member');
  const ok = expectStatus(api);
  // Both kinds of automation in both spaces, before the deal changes below queue their deliveries.
  const automations = [];
  if (documented.has('POST /v1/spaces/{space}/automations')) {
    for (const [person, space] of [
      [caller, spaceA],
      [stranger, stranger.ownSpaceId],
    ] as const) {
      const resources = new TenantResources(api, database, person, space);
      automations.push(
        await resources.automation('deal_updated'),
        await resources.automation('webhook_received'),
      );
    }
  }

  // Approval is asked by someone other than the owner, who then decides (the approval gate).
  const requesterB = await insertCredential(
    database,
    { kind: 'space', spaceId: stranger.ownSpaceId },
    { scope: 'read_write' },
  );
  const inA = { person: caller, space: spaceA, requester: member.rw };
  const inB = { person: stranger, space: stranger.ownSpaceId, requester: requesterB };
  const dealsA = [
    await deal(api, inA, 'draft'),
    await deal(api, inA, 'approved'),
    await deal(api, inA, 'pending'),
    await deal(api, inA, 'archived'),
    await deal(api, inA, 'approved'),
  ];
  const dealsB = [await deal(api, inB, 'draft'), await deal(api, inB, 'approved')];
  for (const id of [dealsA[1], dealsB[1]] as string[]) {
    const owner = id === dealsB[1] ? stranger : caller;
    await ok('POST', `/v1/deal/${id}/reschedule`, owner.rw, { shift: '+1w' }, 200);
    await ok('POST', `/v1/deal/${id}/reschedule`, owner.rw, { shift: '+1w' }, 200);
  }
  const phases = await Promise.all(
    [dealsA[0], dealsB[0]].map(async (id) => {
      const owner = id === dealsB[0] ? stranger : caller;
      const body = { name: 'Kick-off', start: MONDAY, end: MONDAY + DAY, pinned: true };
      return (await ok('POST', `/v1/deal/${id}/phases`, owner.rw, body, 201)).id as string;
    }),
  );
  // Relative phases near both edges of 1970–9999 (docs/deals.md): almost any start the fuzz draws
  // for these deals, by PATCH or reschedule, would carry one outside, and must be refused.
  const edgePhases: string[] = [];
  for (const [id, owner, name, start, end] of [
    [dealsA[0], caller, 'Far ahead', FAR_AHEAD, FAR_AHEAD + 10 * DAY],
    [dealsA[4], caller, 'Far ahead', FAR_AHEAD, FAR_AHEAD + 10 * DAY],
    [dealsA[4], caller, 'Far back', FAR_BACK, FAR_BACK + DAY],
    [dealsB[0], stranger, 'Far ahead', FAR_AHEAD, FAR_AHEAD + 10 * DAY],
  ] as const) {
    const body = { name, start, end, pinned: false };
    edgePhases.push((await ok('POST', `/v1/deal/${id}/phases`, owner.rw, body, 201)).id as string);
  }
  const spareTokens = [];
  for (const scope of ['read', 'read_write', 'read']) {
    spareTokens.push(await ok('POST', '/v1/tokens', caller.rw, { name: 'spare', scope }, 201));
  }
  const strangerToken = await ok('POST', '/v1/tokens', stranger.rw, { name: 'theirs', scope: 'read' }, 201);
  const keyOf = (person: Person, space: string, scope: string) =>
    ok('POST', `/v1/spaces/${space}/api-keys`, person.rw, { name: 'key', scope }, 201);
  const keyA = await keyOf(caller, spaceA, 'read_write');
  const readKeyA = await keyOf(caller, spaceA, 'read');
  const spareKeys = [await keyOf(caller, spaceA, 'read'), await keyOf(caller, spaceA, 'read_write')];
  const keyB = await keyOf(stranger, stranger.ownSpaceId, 'read_write');
  const owner = { kind: 'personal' as const, userId: caller.id };
  const device = await ok('POST', '/v1/device/code', undefined, { scope: 'read' }, 200);

  const deliveries: { id: string }[] = await database.dataSource.query(
    'SELECT id FROM webhook_deliveries ORDER BY id LIMIT 4',
  );

  const cursors: string[] = [];
  for (const path of [
    `/v1/deals?space=${spaceA}&limit=1`,
    '/v1/tokens?limit=1',
    `/v1/spaces/${spaceA}/members?limit=1`,
    `/v1/spaces/${spaceA}/api-keys?limit=1`,
    `/v1/deal/${dealsA[1]}/versions?limit=1`,
  ]) {
    const page = await ok('GET', path, caller.rw, undefined, 200);
    if (page.next_cursor) cursors.push(page.next_cursor as string);
  }

  return {
    token: caller.rw,
    credentials: [
      caller.read,
      keyA.key,
      readKeyA.key,
      keyB.key,
      stranger.rw,
      admin.rw,
      member.rw,
      await insertCredential(database, owner, { scope: 'read_write', revokedAt: Date.now() - 1 }),
      await insertCredential(database, owner, { scope: 'read_write', expiresAt: Date.now() - 1 }),
    ],
    ids: [
      spaceA,
      stranger.ownSpaceId,
      admin.ownSpaceId,
      ...(dealsA as string[]),
      ...(dealsB as string[]),
      ...phases,
      ...edgePhases,
      ...spareTokens.map((token) => token.id as string),
      strangerToken.id,
      ...spareKeys.map((key) => key.id as string),
      keyB.id,
      admin.id,
      member.id,
      stranger.id,
      ...automations.flatMap((automation) => [
        automation.id,
        ...automation.actions.map((action) => action.id),
      ]),
      ...deliveries.map((delivery) => delivery.id),
    ],
    values: [
      admin.email,
      member.email,
      stranger.email,
      caller.email,
      device.user_code,
      (device.user_code as string).replace('-', '').toLowerCase(),
      device.device_code,
      'urn:ietf:params:oauth:grant-type:device_code',
      '+1w',
      '-1w',
      '+999m',
      '-999d',
      '+0d',
      '2030-01-07',
      '0000-01-01',
      '9999-12-31',
      'draft',
      'pending',
      'approved',
      'won',
      'eur',
      'read_write',
    ],
    cursors,
    byName: {
      space: [spaceA, stranger.ownSpaceId],
      email: [admin.email, member.email, stranger.email],
      owner_email: [caller.email, member.email, stranger.email],
      requested_to: [admin.email, stranger.email],
      shift: ['+1w', '-1w', '+999m', '-999d', '+0d', '2030-01-07', '0000-01-01', '9999-12-31'],
      user_code: [device.user_code, (device.user_code as string).replace('-', '').toLowerCase()],
      device_code: [device.device_code],
      deal_id: [...(dealsA as string[]), ...(dealsB as string[])],
      url: [UNREACHABLE_WEBHOOK, 'https://127.0.0.1:9/hook', 'http://10.0.0.1/hook', 'file:///etc/passwd'],
      status: ['draft', 'pending', 'approved', 'won'],
    },
  };
}

/** A deal of `space` created and moved to `status` by `person`; returns its id. */
interface DealMaker {
  readonly person: Person;
  readonly space: string;
  /** Asks for approval; the person (the space's owner) decides. */
  readonly requester: string;
}

async function deal(api: TestApi, { person, space, requester }: DealMaker, status: string): Promise<string> {
  const ok = expectStatus(api);
  const created = await ok(
    'POST',
    '/v1/deals',
    person.rw,
    {
      space,
      name: `Deal ${status}`,
      price: 1000,
      cost: 600,
      start: MONDAY,
      end: MONDAY + 30 * DAY,
      due: MONDAY + 20 * DAY,
    },
    201,
  );
  const id = created.id as string;
  if (status === 'approved' || status === 'pending') {
    await ok('POST', `/v1/deal/${id}/status`, requester, { status: 'pending' }, 200);
  }
  if (status === 'approved')
    await ok('POST', `/v1/deal/${id}/status`, person.rw, { status: 'approved' }, 200);
  if (status === 'archived') await ok('PATCH', `/v1/deal/${id}`, person.rw, { archived: true }, 200);
  return id;
}
