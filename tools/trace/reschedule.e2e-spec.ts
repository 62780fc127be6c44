import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../libs/persistence/src/testing/test-database';
// The trace measures the app as a client sees it.
import { startTestApi, type TestApi } from '../../apps/api/src/testing/api-test-app';
import { aPerson, join, type Person } from '../../apps/api/src/members/testing/team.fixture';
import { printTrace, TraceCoverage } from './trace-coverage';

/**
 * The reschedule trace of docs/architecture.md ("Two traces"): `POST /v1/deal/{id}/reschedule`
 * of a deal past draft (a version, the deal, a pinned phase and the outbox event are written), from
 * the moment the request leaves the client to the moment its answer is back, the api's middleware,
 * guards, interceptors and filters included. Files counted as trace-coverage.ts says; the budget is
 * today's count, so the path cannot grow unnoticed: lower it when the path shrinks.
 */
const FILE_BUDGET = 78;
const START = Date.UTC(2026, 10, 23);
const DAY = 86_400_000;

describe('trace: a reschedule', () => {
  let database: Database;
  let api: TestApi;
  let person: Person;
  let colleague: Person;
  const coverage = new TraceCoverage();

  beforeAll(async () => {
    await coverage.start();
    database = await openTestDatabase();
    api = await startTestApi(database);
    person = await aPerson(database, 'Trace Person');
    colleague = await aPerson(database, 'Trace Colleague');
    await join(database, person.ownSpaceId, colleague, 'member');
  }, 60_000);

  afterAll(async () => {
    await api?.close();
    await database?.close();
    coverage.stop();
  });

  /** An approved deal with a pinned phase, made over the API (the colleague asks, the owner approves). */
  const anApprovedDeal = async (): Promise<string> => {
    const token = person.rw;
    const created = await api.call('POST', '/v1/deals', {
      token,
      body: { space: person.ownSpaceId, name: 'Acme renewal', start: START, end: START + 30 * DAY },
    });
    const id: string = created.body.id;
    const phase = { name: 'Kick-off', pinned: true, start: START + DAY, end: START + 2 * DAY };
    await api.call('POST', `/v1/deal/${id}/phases`, { token, body: phase });
    for (const [status, by] of [
      ['pending', colleague.rw],
      ['approved', token],
    ] as const) {
      const moved = await api.call('POST', `/v1/deal/${id}/status`, { token: by, body: { status } });
      if (moved.status !== 200) throw new Error(`not moved to ${status}: ${JSON.stringify(moved.body)}`);
    }
    return id;
  };

  it(`runs through at most ${FILE_BUDGET} of the repository's files`, async () => {
    const warm = await anApprovedDeal();
    const traced = await anApprovedDeal();
    // A first reschedule warms every lazy path, so the measured one counts what a request runs.
    const warmed = await api.call('POST', `/v1/deal/${warm}/reschedule`, {
      token: person.rw,
      body: { shift: '+1w' },
    });
    expect(warmed.status).toBe(200);
    await coverage.filesRunSinceLastTake();

    const answer = await api.call('POST', `/v1/deal/${traced}/reschedule`, {
      token: person.rw,
      body: { shift: '+1w' },
    });
    const files = await coverage.filesRunSinceLastTake();
    printTrace('reschedule', files);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ version_created: true, changed: true });
    expect(files.length).toBeLessThanOrEqual(FILE_BUDGET);
  });
});
