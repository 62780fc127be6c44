import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../../libs/persistence/src/testing/test-database';
import { UNREACHABLE_WEBHOOK } from '../../hostile-input/testing/tenant-resources';
import { aPerson, aTeam } from '../../members/testing/team.fixture';
import { startTestApi, testConfig, type TestApi } from '../../testing/api-test-app';

/** DELETE /v1/spaces/{space} (docs/credentials-and-members.md "Deleting a space"). */
let database: Database;
let api: TestApi;
const MONDAY = Date.parse('2030-01-07T00:00:00Z');
const DAY = 86_400_000;
const spaceNotFound = { status: 404, body: { message: 'space not found' } };

beforeAll(async () => {
  database = await openTestDatabase();
  api = await startTestApi(database, testConfig({ logLevel: 'info' }));
});

afterAll(async () => {
  await api?.close();
  await database?.close();
});

async function call(method: string, path: string, token: string, body?: unknown) {
  const answer = await api.call(method, path, { token, ...(body !== undefined && { body }) });
  return answer;
}

/** A space with a bit of everything: a deal with a phase, an automation with a queued delivery, a key, an invitation. */
async function aFullSpace() {
  const team = await aTeam(database);
  const under = `/v1/spaces/${team.spaceId}`;
  const key = (await call('POST', `${under}/api-keys`, team.owner.rw, { name: 'ci', scope: 'read_write' }))
    .body;
  const automation = await call('POST', `${under}/automations`, team.owner.rw, {
    name: 'Tell the auditor',
    trigger: { type: 'deal_updated' },
    actions: [{ type: 'send_webhook', url: UNREACHABLE_WEBHOOK }],
  });
  expect(automation.status).toBe(201);
  const deal = await call('POST', '/v1/deals', team.owner.rw, {
    space: team.spaceId,
    name: 'Doomed',
    start: MONDAY,
    end: MONDAY + 30 * DAY,
  });
  expect(deal.status).toBe(201);
  const phase = { name: 'Kick-off', start: MONDAY, end: MONDAY + DAY, pinned: true };
  expect((await call('POST', `/v1/deal/${deal.body.id}/phases`, team.owner.rw, phase)).status).toBe(201);
  expect((await call('PATCH', `/v1/deal/${deal.body.id}`, team.owner.rw, { name: 'Renamed' })).status).toBe(
    200,
  );
  const invited = await call('POST', `${under}/invitations`, team.owner.rw, {
    email: 'later@example.test',
    role: 'member',
  });
  expect(invited.status).toBe(201);
  return { team, under, key: key.key as string, keyId: key.id as string, dealId: deal.body.id as string };
}

async function rowsOf(spaceId: string): Promise<Record<string, number>> {
  const [row] = await database.dataSource.query(
    `SELECT (SELECT count(*)::int FROM deals WHERE space_id = $1) AS deals,
            (SELECT count(*)::int FROM phases p JOIN deals d ON d.id = p.deal_id WHERE d.space_id = $1) AS phases,
            (SELECT count(*)::int FROM automations WHERE space_id = $1) AS automations,
            (SELECT count(*)::int FROM outbox_events WHERE space_id = $1) AS outbox,
            (SELECT count(*)::int FROM credentials WHERE space_id = $1) AS keys,
            (SELECT count(*)::int FROM memberships WHERE space_id = $1) AS members,
            (SELECT count(*)::int FROM invitations WHERE space_id = $1) AS invitations,
            (SELECT count(*)::int FROM spaces WHERE id = $1) AS spaces`,
    [spaceId],
  );
  return row;
}

describe('DELETE /v1/spaces/{space}', () => {
  it('only an owner deletes: an admin 409, a member, the space key, a stranger 404, a read token 403', async () => {
    const { team, under, key } = await aFullSpace();
    const stranger = await aPerson(database, 'Stranger');
    const before = await rowsOf(team.spaceId);
    expect(await call('DELETE', under, team.admin.rw)).toEqual({
      status: 409,
      body: { message: 'only an owner may delete a space' },
    });
    expect(await call('DELETE', under, team.member.rw)).toEqual(spaceNotFound);
    expect(await call('DELETE', under, key)).toEqual(spaceNotFound);
    expect(await call('DELETE', under, stranger.rw)).toEqual(spaceNotFound);
    expect(await call('DELETE', `/v1/spaces/${stranger.ownSpaceId}`, team.owner.rw)).toEqual(spaceNotFound);
    expect(await call('DELETE', '/v1/spaces/spc_nothing', team.owner.rw)).toEqual(spaceNotFound);
    expect(await call('DELETE', under, team.owner.read)).toEqual({
      status: 403,
      body: { message: 'token scope does not permit writes' },
    });
    expect(await rowsOf(team.spaceId)).toEqual(before);
  });

  it('deletes the space and every row of it, records the deletion, logs it once; its keys answer 401', async () => {
    const { team, under, key, dealId } = await aFullSpace();
    const untouched = await rowsOf(team.admin.ownSpaceId);
    // The key is accepted (and kept in the credential cache) before the deletion.
    expect((await call('GET', `${under}/members`, key)).status).toBe(200);
    const lines: string[] = [];
    const write = process.stdout.write.bind(process.stdout);
    const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      if (String(chunk).includes('"space deleted"')) lines.push(String(chunk));
      else write(chunk);
      return true;
    });
    const deleted = await call('DELETE', under, team.owner.rw).finally(() => spy.mockRestore());
    expect(deleted).toEqual({ status: 204, body: null });

    expect(await rowsOf(team.spaceId)).toEqual({
      deals: 0,
      phases: 0,
      automations: 0,
      outbox: 0,
      keys: 0,
      members: 0,
      invitations: 0,
      spaces: 0,
    });
    expect(await rowsOf(team.admin.ownSpaceId)).toEqual(untouched);
    const audit = await database.dataSource.query(`SELECT * FROM space_deletions WHERE space_id = $1`, [
      team.spaceId,
    ]);
    expect(audit).toEqual([
      {
        space_id: team.spaceId,
        name: expect.any(String),
        deleted_by: team.owner.id,
        deleted_at: expect.any(Date),
        deals: 1,
        automations: 1,
        api_keys: 1,
        deliveries: 2,
        members: 3,
        invitations: 1,
      },
    ]);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] as string)).toMatchObject({
      level: 'info',
      msg: 'space deleted',
      space_id: team.spaceId,
      deleted_by: team.owner.id,
      deals: 1,
      api_keys: 1,
    });

    // Gone everywhere.
    expect(await call('GET', `${under}/members`, team.owner.rw)).toEqual(spaceNotFound);
    expect((await call('GET', `/v1/deal/${dealId}`, team.owner.rw)).status).toBe(404);
    expect(await call('PATCH', under, team.owner.rw, { name: 'Back?' })).toEqual(spaceNotFound);
    expect(await call('DELETE', under, team.owner.rw)).toEqual(spaceNotFound);
    const listed = await call('GET', '/v1/spaces?limit=100', team.member.rw);
    expect(listed.body.items.map((s: { id: string }) => s.id)).not.toContain(team.spaceId);
    expect(await call('GET', `${under}/members`, key)).toEqual({
      status: 401,
      body: { message: 'invalid or expired token' },
    });
  });

  it('two deletions at once: one deletes, the other finds nothing', async () => {
    const { team, under } = await aFullSpace();
    const answers = await Promise.all([
      call('DELETE', under, team.owner.rw),
      call('DELETE', under, team.owner.rw),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 404]);
    const audit = await database.dataSource.query(
      `SELECT count(*)::int AS n FROM space_deletions WHERE space_id = $1`,
      [team.spaceId],
    );
    expect(audit).toEqual([{ n: 1 }]);
  });

  it('frees a place under the space limit', async () => {
    const limited = await startTestApi(
      database,
      testConfig({ spaceLimits: { spacesPerUser: 1, invitationsPerSpacePerDay: 50 } }),
    );
    try {
      const person = await aPerson(database, 'One space only');
      const make = () => limited.call('POST', '/v1/spaces', { token: person.rw, body: { name: 'Again' } });
      expect((await make()).status).toBe(409);
      const gone = await limited.call('DELETE', `/v1/spaces/${person.ownSpaceId}`, { token: person.rw });
      expect(gone.status).toBe(204);
      expect((await make()).status).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
