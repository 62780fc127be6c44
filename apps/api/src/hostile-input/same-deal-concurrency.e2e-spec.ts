import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../libs/persistence/src/testing/test-database';
import { aPerson, type Person } from '../members/testing/team.fixture';
import { startTestApi, testConfig, type TestApi } from '../testing/api-test-app';
import { expectStatus } from './testing/expect-status';

/**
 * Twenty reschedules of one deal past draft, all sent at once. The deal row is locked for each
 * (`SELECT … FOR UPDATE`, docs/deals.md), so they must queue: no update lost, one version per
 * move, and the versions and answers must form one unbroken chain of starts. See
 * docs/reliability.md.
 */
const DAY = 86_400_000;
const WEEK = 7 * DAY;
const MONDAY = Date.parse('2030-01-07T00:00:00Z');
/** Whole weeks from a Monday stay on Mondays, so rounding never moves a start: the sum is exact. */
const SHIFTS = ['+1w', '+2w', '+7d', '+14d'] as const;
const WEEKS: Readonly<Record<(typeof SHIFTS)[number], number>> = { '+1w': 1, '+2w': 2, '+7d': 1, '+14d': 2 };
const CALLS = 20;

let database: Database;
let api: TestApi;
let person: Person;

beforeAll(async () => {
  database = await openTestDatabase();
  api = await startTestApi(database, testConfig());
  person = await aPerson(database, 'Scheduler');
});

afterAll(async () => {
  await api?.close();
  await database?.close();
});

interface Moved {
  readonly status: number;
  readonly start: number;
  readonly previous_start: number;
  readonly version_created: boolean;
}

describe('same-deal concurrency', () => {
  it(`${CALLS} concurrent reschedules of an approved deal: no lost update, ${CALLS} versions, one chain`, async () => {
    const ok = expectStatus(api);
    const token = person.rw;
    const deal = await ok(
      'POST',
      '/v1/deals',
      token,
      {
        space: person.ownSpaceId,
        name: 'Contended',
        start: MONDAY,
        end: MONDAY + 30 * DAY,
        due: MONDAY + 20 * DAY,
      },
      201,
    );
    const phase = await ok(
      'POST',
      `/v1/deal/${deal.id}/phases`,
      token,
      { name: 'Kick-off', start: MONDAY + DAY, end: MONDAY + 2 * DAY, pinned: true },
      201,
    );
    await ok('POST', `/v1/deal/${deal.id}/status`, token, { status: 'pending' }, 200);
    await ok('POST', `/v1/deal/${deal.id}/status`, token, { status: 'approved' }, 200);

    const shifts = Array.from(
      { length: CALLS },
      (_, index) => SHIFTS[index % SHIFTS.length] as (typeof SHIFTS)[number],
    );
    const answers = await Promise.all(
      shifts.map(async (shift) => {
        const response = await api.call('POST', `/v1/deal/${deal.id}/reschedule`, { token, body: { shift } });
        return { status: response.status, ...response.body } as Moved;
      }),
    );

    expect(answers.map((answer) => answer.status)).toEqual(Array(CALLS).fill(200));
    expect(answers.every((answer) => answer.version_created)).toBe(true);
    const totalWeeks = shifts.reduce((sum, shift) => sum + WEEKS[shift], 0);
    expect(totalWeeks).toBe(30);
    const final = await ok('GET', `/v1/deal/${deal.id}`, token, undefined, 200);
    const end = MONDAY + totalWeeks * WEEK;
    expect({ start: final.start, end: final.end, due: final.due }).toEqual({
      start: end,
      end: end + 30 * DAY,
      due: end + 20 * DAY,
    });
    const phases = await ok('GET', `/v1/deal/${deal.id}/phases`, token, undefined, 200);
    expect(phases.items[0]).toMatchObject({ id: phase.id, start: end + DAY, end: end + 2 * DAY });

    // The answers form one chain from the first start to the last: each move starts where exactly
    // one other ended (or at the beginning), and moves by its own shift.
    const byPrevious = new Map(answers.map((answer) => [answer.previous_start, answer]));
    expect(byPrevious.size).toBe(CALLS);
    let at = MONDAY;
    for (let step = 0; step < CALLS; step += 1) {
      const next = byPrevious.get(at);
      expect(next).toBeDefined();
      expect(((next as Moved).start - at) % WEEK).toBe(0);
      at = (next as Moved).start;
    }
    expect(at).toBe(end);

    // One version per move, each the deal as it was just before that move.
    const versions = await ok('GET', `/v1/deal/${deal.id}/versions?limit=100`, token, undefined, 200);
    expect(versions.items).toHaveLength(CALLS);
    expect(versions.next_cursor).toBeNull();
    const snapshots = versions.items as { deal: { start: number; status: string } }[];
    expect(snapshots.map((version) => version.deal.start).sort((a, b) => a - b)).toEqual(
      answers.map((answer) => answer.previous_start).sort((a, b) => a - b),
    );
    expect(new Set(snapshots.map((version) => version.deal.status))).toEqual(new Set(['approved']));
  }, 60_000);

  // Found by the test above on PostgreSQL: the controller reads the clock before the use case
  // takes the row lock, so a request that waited stamps an older time than the move before it.
  // See docs/reliability.md, "Same-deal concurrency".
  it.todo(
    'deal updated_at and version created_at follow the order of the moves (today they can go backwards under contention)',
  );
});
