import type { Clock } from '@deal/domain';
import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../libs/persistence/src/testing/test-database';
import { startTestWebhookIn, type TestWebhookIn } from '../../../webhook-in/src/testing/webhook-in-test-app';
import { anAutomation, webhookReceivedBody } from '../automations/testing/automation.fixtures';
import { anApprover, aPerson, type Person } from '../members/testing/team.fixture';
import { startTestApi, testConfig, type TestApi } from '../testing/api-test-app';
import { expectStatus } from './testing/expect-status';
import { datesOutsideRange } from './testing/stored-date-range';

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

/**
 * The system time, but never the same value twice: every read is later than the one before, so a
 * move stamped with a time read before another move's time shows as a smaller value, never a tie.
 */
class StrictlyIncreasingClock implements Clock {
  private last = 0;
  now(): number {
    this.last = Math.max(Date.now(), this.last + 1);
    return this.last;
  }
}

let database: Database;
let api: TestApi;
let hook: TestWebhookIn;
let person: Person;
/** Another admin of the space: the requester may not approve their own request. */
let approver: Person;

beforeAll(async () => {
  database = await openTestDatabase();
  api = await startTestApi(database, testConfig(), new StrictlyIncreasingClock());
  hook = await startTestWebhookIn(database);
  person = await aPerson(database, 'Scheduler');
  approver = await anApprover(database, person.ownSpaceId);
});

afterAll(async () => {
  await hook?.close();
  await api?.close();
  await database?.close();
});

interface Moved {
  readonly status: number;
  readonly start: number;
  readonly previous_start: number;
  readonly version_created: boolean;
}

/** An approved deal (so each move takes a version) starting on MONDAY, with one pinned phase. */
async function anApprovedDeal(name: string) {
  const ok = expectStatus(api);
  const token = person.rw;
  const deal = await ok(
    'POST',
    '/v1/deals',
    token,
    { space: person.ownSpaceId, name, start: MONDAY, end: MONDAY + 30 * DAY, due: MONDAY + 20 * DAY },
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
  await ok('POST', `/v1/deal/${deal.id}/status`, approver.rw, { status: 'approved' }, 200);
  return { id: deal.id as string, phaseId: phase.id as string };
}

/** The CALLS shifts, cycling through SHIFTS, sent at once. */
async function rescheduleAtOnce(dealId: string) {
  const shifts = Array.from(
    { length: CALLS },
    (_, index) => SHIFTS[index % SHIFTS.length] as (typeof SHIFTS)[number],
  );
  const answers = await Promise.all(
    shifts.map(async (shift) => {
      const response = await api.call('POST', `/v1/deal/${dealId}/reschedule`, {
        token: person.rw,
        body: { shift },
      });
      return { status: response.status, ...response.body } as Moved;
    }),
  );
  return { shifts, answers };
}

describe('same-deal concurrency', () => {
  it(`${CALLS} concurrent reschedules of an approved deal: no lost update, ${CALLS} versions, one chain`, async () => {
    const ok = expectStatus(api);
    const token = person.rw;
    const deal = await anApprovedDeal('Contended');
    const { shifts, answers } = await rescheduleAtOnce(deal.id);

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
    expect(phases.items[0]).toMatchObject({ id: deal.phaseId, start: end + DAY, end: end + 2 * DAY });

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

  // Found by the test above on PostgreSQL: the controllers read the clock before the use case took
  // the row lock, so a request that waited stamped an older time than the move before it. The use
  // cases now read the Clock once the row is locked. See docs/reliability.md, "Same-deal concurrency".
  it('stamps each move once the row is locked: version created_at and deal updated_at follow the order of the moves', async () => {
    const ok = expectStatus(api);
    const deal = await anApprovedDeal('Stamped');
    const { answers } = await rescheduleAtOnce(deal.id);
    expect(answers.map((answer) => answer.status)).toEqual(Array(CALLS).fill(200));

    const versions = await ok('GET', `/v1/deal/${deal.id}/versions?limit=100`, person.rw, undefined, 200);
    type Version = { created_at: number; deal: { start: number; updated_at: number } };
    const items = versions.items as Version[];
    expect(items).toHaveLength(CALLS);
    // Each version is the deal just before its move and every move goes forward, so the order of
    // the snapshots' starts is the order in which the moves held the lock.
    const inMoveOrder = [...items].sort((a, b) => a.deal.start - b.deal.start);
    const stamps = inMoveOrder.map((version) => version.created_at);
    expect(stamps).toEqual([...stamps].sort((a, b) => a - b));
    expect(new Set(stamps).size).toBe(CALLS);
    // Each snapshot carries the stamp of the move before it, and the deal the stamp of the last.
    expect(inMoveOrder.slice(1).map((version) => version.deal.updated_at)).toEqual(stamps.slice(0, -1));
    const final = await ok('GET', `/v1/deal/${deal.id}`, person.rw, undefined, 200);
    expect(final.updated_at).toBe(stamps[CALLS - 1]);
    // So the versions list, newest first by created_at, is the moves in reverse.
    expect(items.map((version) => version.deal.start)).toEqual(
      inMoveOrder.map((version) => version.deal.start).reverse(),
    );
  }, 60_000);

  // Hardening, third round, item 1: a relative phase a week before the end of 9999, and at once
  // start moves back and forth by PATCH, reschedule and webhook-in, with the phase pinned where it
  // stands and unpinned again in between. Every write that moves a phase reads the phases under the
  // deal's row lock, so whatever order the writes take, a start that would carry the phase past
  // 9999 is refused (400) and no pin freezes it out there.
  it('concurrent start moves (PATCH, reschedule, webhook-in) and pin toggles never carry a phase past 9999', async () => {
    const ok = expectStatus(api);
    const token = person.rw;
    const space = person.ownSpaceId;
    const edge = Date.parse('9999-12-20T00:00:00Z');
    const deal = await ok('POST', '/v1/deals', token, { space, name: 'Edge', start: MONDAY }, 201);
    const phaseBody = { name: 'Edge', start: edge, end: edge + DAY, pinned: false };
    const phase = await ok('POST', `/v1/deal/${deal.id}/phases`, token, phaseBody, 201);
    const incoming = await anAutomation(api, token, space, webhookReceivedBody(null));
    // The stored dates are looked at as each answer arrives, not only at the end: a later write
    // could put back in range what an earlier one carried out.
    const escaped: string[] = [];
    const looked = async (answer: ReturnType<TestApi['call']>) => {
      const answered = await answer;
      escaped.push(...(await datesOutsideRange(database)));
      return answered;
    };
    const answers = await Promise.all(
      Array.from({ length: 32 }, (_, i) =>
        looked(
          (() => {
            const start = MONDAY + (i % 3) * WEEK;
            switch (i % 4) {
              case 0:
                return api.call('PATCH', `/v1/deal/${deal.id}/phases/${phase.id}`, {
                  token,
                  body: { pinned: i % 8 === 4 },
                });
              case 1:
                return api.call('PATCH', `/v1/deal/${deal.id}`, { token, body: { start } });
              case 2:
                return api.call('POST', `/v1/deal/${deal.id}/reschedule`, {
                  token,
                  body: { shift: i % 8 === 2 ? '+1w' : '-1w' },
                });
              default:
                return hook.call(space, {
                  key: incoming.signing_key as string,
                  body: { id: deal.id, start },
                });
            }
          })(),
        ),
      ),
    );
    const phaseMessage = `would move the phase "Edge" (${phase.id}) outside 1970-01-01 to 9999-12-31`;
    const shiftMessage = 'would move a date of the deal or its phases outside 1970-01-01 to 9999-12-31';
    for (const answer of answers) {
      if (answer.status === 200) continue;
      expect(answer.status).toBe(400);
      expect([phaseMessage, shiftMessage]).toContain(answer.body.error[0].message);
    }
    expect(escaped).toEqual([]);
    expect(await datesOutsideRange(database)).toEqual([]);
    const phases = await ok('GET', `/v1/deal/${deal.id}/phases`, token, undefined, 200);
    expect(phases.items[0].end).toBeLessThanOrEqual(Date.parse('9999-12-31T23:59:59.999Z'));
  }, 60_000);
});
