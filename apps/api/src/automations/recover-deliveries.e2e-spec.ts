import type { Clock } from '@deal/domain';
import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../libs/persistence/src/testing/test-database';
import { aTeam, type Team } from '../members/testing/team.fixture';
import { startTestApi, testConfig, type TestApi } from '../testing/api-test-app';
import {
  type ApiJson,
  aDeal,
  anAutomation,
  automationPath,
  dealUpdatedBody,
  moveDeal,
  repositoriesOf,
  webhookReceivedBody,
} from './testing/automation.fixtures';

/**
 * POST …/automations/{id}/actions/{action_id}/recover (issue "Integrations an audit system can
 * trust", item 6): every failed delivery of the action since a time goes again, once each. The
 * api's clock is held still, so the window's bounds are exact; the same file runs on PostgreSQL.
 */

const DAY_MS = 86_400_000;
const NOW = Date.now();
const clock: Clock = { now: () => NOW };

let database: Database;
let api: TestApi;
let team: Team;

beforeAll(async () => {
  database = await openTestDatabase();
  api = await startTestApi(database, testConfig({ deliveryRetentionDays: 30 }), clock);
  team = await aTeam(database);
}, 60_000);

afterAll(async () => {
  await api?.close();
  await database?.close();
});

const recover = (automationId: string, actionId: string, body: unknown, token = team.admin.rw) =>
  api.call('POST', automationPath(team.spaceId, automationId, `/actions/${actionId}/recover`), {
    token,
    body,
  });

const statusOf = async (id: string) => (await repositoriesOf(database).deliveries.findById(id))?.status;

/** SPEC §7 400 form for a body, with the issues in order. */
const invalid = (data: unknown, error: Array<{ path: string[]; message: string }>) => ({
  status: 400,
  body: {
    success: false,
    data,
    error,
    message: error.map((e) => `${e.path.join('.')}: ${e.message}`).join('; '),
  },
});

/**
 * An automation with `count` deliveries of its one Send Webhook action, each claimed and ended as
 * `ends[i]` says at `failedAt[i]` ('failed', 'delivered', 'held' or 'pending': left as claimed).
 */
async function deliveriesOf(
  ends: ReadonlyArray<{ status: 'failed' | 'delivered' | 'held' | 'pending'; at: number }>,
): Promise<{ automation: ApiJson; ids: string[] }> {
  const automation = await anAutomation(
    api,
    team.admin.rw,
    team.spaceId,
    dealUpdatedBody('https://audit.example.com/hook', { name: `Recover ${Math.random()}` }),
  );
  const dealIds: string[] = [];
  for (let index = 0; index < ends.length; index += 1) {
    const deal = await aDeal(api, team.owner.rw, team.spaceId, { name: `Recover ${index}` });
    await moveDeal(api, team.owner.rw, deal.id, 'pending');
    dealIds.push(deal.id);
  }
  const repos = repositoriesOf(database);
  const claims = (await repos.deliveries.claimDue({ now: NOW + 1_000, limit: 100, leaseMs: 60_000 })).filter(
    (claim) => claim.automationId === automation.id,
  );
  const ids: string[] = [];
  for (const [index, end] of ends.entries()) {
    const claim = claims.find((candidate) => candidate.payload.deal.id === dealIds[index]);
    if (claim === undefined) throw new Error(`no delivery for deal ${index}`);
    ids.push(claim.id);
    if (end.status === 'pending') continue;
    const next =
      end.status === 'delivered'
        ? ({ status: 'delivered', lastError: null } as const)
        : ({ status: 'failed', lastError: 'retries exhausted (last: HTTP 503)' } as const);
    await repos.deliveries.recordAttempt({
      deliveryId: claim.id,
      leaseExpiresAt: claim.leaseExpiresAt,
      attempt: {
        id: `att_${claim.id.slice(4)}`,
        startedAt: end.at - 100,
        durationMs: 100,
        statusCode: 503,
        error: 'HTTP 503',
      },
      next,
      now: end.at,
    });
    if (end.status === 'held') {
      await database.dataSource.query(`UPDATE webhook_deliveries SET status = 'held' WHERE id = $1`, [
        claim.id,
      ]);
    }
  }
  return { automation, ids };
}

describe('POST /v1/spaces/{space}/automations/{id}/actions/{action_id}/recover', () => {
  it('queues every delivery that failed since then, once, and answers 202 with the count', async () => {
    const since = NOW - 3_600_000;
    const { automation, ids } = await deliveriesOf([
      { status: 'failed', at: NOW - 60_000 },
      { status: 'failed', at: since },
      { status: 'failed', at: since - 1 },
      { status: 'delivered', at: NOW - 60_000 },
      { status: 'held', at: NOW - 60_000 },
      { status: 'pending', at: NOW },
    ]);
    const actionId = automation.actions[0].id;
    expect(await recover(automation.id, actionId, { since })).toEqual({
      status: 202,
      body: { recovered: 2 },
    });
    expect(await Promise.all(ids.map(statusOf))).toEqual([
      'pending',
      'pending',
      'failed',
      'delivered',
      'held',
      'pending',
    ]);
    const queued = await repositoriesOf(database).deliveries.findById(ids[0] ?? '');
    expect(queued).toMatchObject({ attemptCount: 0, nextAttemptAt: NOW, lastError: null });
    expect(queued?.attempts).toHaveLength(1);
    // Once each: the recovered ones are pending now, so a second recover finds none.
    expect(await recover(automation.id, actionId, { since })).toEqual({
      status: 202,
      body: { recovered: 0 },
    });
    // Further back, the one that failed before `since` goes too.
    expect(await recover(automation.id, actionId, { since: since - 1 })).toEqual({
      status: 202,
      body: { recovered: 1 },
    });
    expect(await statusOf(ids[2] ?? '')).toBe('pending');
  });

  it('refuses a bad `since` with the SPEC §7 400 naming it, and queues nothing', async () => {
    const { automation, ids } = await deliveriesOf([{ status: 'failed', at: NOW - 60_000 }]);
    const actionId = automation.actions[0].id;
    const oldest = NOW - 30 * DAY_MS;
    const cases: Array<[unknown, Array<{ path: string[]; message: string }>]> = [
      [{}, [{ path: ['since'], message: 'must be an integer number' }]],
      [{ since: '2026-01-01' }, [{ path: ['since'], message: 'must be an integer number' }]],
      [{ since: 1.5 }, [{ path: ['since'], message: 'must be an integer number' }]],
      [{ since: -1 }, [{ path: ['since'], message: 'must not be less than 0' }]],
      [{ since: NOW, until: NOW }, [{ path: ['until'], message: 'is not a known field' }]],
      [{ since: NOW + 1 }, [{ path: ['since'], message: `must not be greater than ${NOW}` }]],
      [{ since: oldest - 1 }, [{ path: ['since'], message: `must not be less than ${oldest}` }]],
    ];
    for (const [body, error] of cases) {
      expect(await recover(automation.id, actionId, body)).toEqual(invalid(body, error));
    }
    expect(await statusOf(ids[0] ?? '')).toBe('failed');
    // The window's edges are inside it.
    expect(await recover(automation.id, actionId, { since: oldest })).toEqual({
      status: 202,
      body: { recovered: 1 },
    });
    expect(await recover(automation.id, actionId, { since: NOW })).toEqual({
      status: 202,
      body: { recovered: 0 },
    });
  });

  it('404 for what the caller cannot reach, 409 for an update_deal action, nothing queued', async () => {
    const { automation, ids } = await deliveriesOf([{ status: 'failed', at: NOW - 60_000 }]);
    const actionId = automation.actions[0].id;
    const since = NOW - 3_600_000;
    const other = await anAutomation(api, team.admin.rw, team.spaceId, webhookReceivedBody());
    const notFound = (message: string) => ({ status: 404, body: { message } });
    expect(await recover(automation.id, actionId, { since }, team.member.rw)).toEqual(
      notFound('automation not found'),
    );
    expect(await recover(automation.id, `act_${'0'.repeat(22)}`, { since })).toEqual(
      notFound('action not found'),
    );
    expect(await recover(other.id, actionId, { since })).toEqual(notFound('action not found'));
    expect(await recover(other.id, other.actions[0].id, { since })).toEqual({
      status: 409,
      body: { message: 'only a send_webhook action has an endpoint' },
    });
    expect(await statusOf(ids[0] ?? '')).toBe('failed');
  });

  it('two recovers at once queue each delivery once: the counts add up to the failed ones', async () => {
    const ends = Array.from({ length: 6 }, () => ({ status: 'failed' as const, at: NOW - 60_000 }));
    const { automation, ids } = await deliveriesOf(ends);
    const actionId = automation.actions[0].id;
    const since = NOW - 3_600_000;
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => recover(automation.id, actionId, { since })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202, 202]);
    const counts = answers.map((answer) => answer.body.recovered as number);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(6);
    expect(counts.filter((count) => count !== 0)).toEqual([6]);
    expect(new Set(await Promise.all(ids.map(statusOf)))).toEqual(new Set(['pending']));
  });
});
