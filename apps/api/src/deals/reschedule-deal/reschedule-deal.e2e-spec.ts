import type { BootstrapResult } from '@deal/domain';
import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../../libs/persistence/src/testing/test-database';
import { runBootstrap } from '../../../../../tools/bootstrap-command';
import { anApprover } from '../../members/testing/team.fixture';
import { startTestApi, type TestApi } from '../../testing/api-test-app';

let database: Database;
let api: TestApi;
let owner: BootstrapResult;
let token: string;
/** Another admin of the space: the requester may not approve their own request. */
let approverToken: string;

const DAY = 86_400_000;
const utc = (date: string) => Date.parse(`${date}T00:00:00Z`);

beforeAll(async () => {
  database = await openTestDatabase();
  api = await startTestApi(database);
  owner = await runBootstrap(database, {});
  token = owner.tokens.read_write;
  approverToken = (await anApprover(database, owner.space.id)).rw;
});

afterAll(async () => {
  await api?.close();
  await database?.close();
});

interface Schedule {
  start?: number | null;
  end?: number | null;
  due?: number | null;
  status?: 'draft' | 'approved' | 'pending';
}

/** A deal with a pinned and a relative phase, moved to the wanted status through the API. */
async function dealWith({ status = 'draft', ...dates }: Schedule) {
  const created = await api.call('POST', '/v1/deals', {
    token,
    body: { space: owner.space.id, name: 'Plan', ...dates },
  });
  const id: string = created.body.id;
  const phases: Record<string, { id: string }> = {};
  if (dates.start) {
    for (const [name, pinned, from, to] of [
      ['Kick-off', true, 1, 2],
      ['Build', false, 7, 14],
      ['Review', true, 20, 21],
    ] as const) {
      const phase = await api.call('POST', `/v1/deal/${id}/phases`, {
        token,
        body: { name, pinned, start: dates.start + from * DAY, end: dates.start + to * DAY },
      });
      phases[name] = phase.body;
    }
  }
  if (status !== 'draft')
    await api.call('POST', `/v1/deal/${id}/status`, { token, body: { status: 'pending' } });
  if (status === 'approved')
    await api.call('POST', `/v1/deal/${id}/status`, { token: approverToken, body: { status: 'approved' } });
  const deal = (await api.call('GET', `/v1/deal/${id}`, { token })).body;
  return { id, deal, phases };
}

const reschedule = (id: string, body: unknown) =>
  api.call('POST', `/v1/deal/${id}/reschedule`, { token, body });

describe('POST /v1/deal/{id}/reschedule', () => {
  it('moves a draft deal by a relative shift: start, end, due and pinned phases by one offset; no version', async () => {
    const start = utc('2026-11-23');
    const { id, phases } = await dealWith({ start, end: start + 30 * DAY, due: start + 10 * DAY });
    const response = await reschedule(id, { shift: '+2w' });
    expect(response.status).toBe(200);
    const newStart = utc('2026-12-07');
    expect(response.body).toEqual({
      deal: expect.objectContaining({
        id,
        start: newStart,
        end: newStart + 30 * DAY,
        due: newStart + 10 * DAY,
      }),
      start: newStart,
      previous_start: start,
      version_created: false,
      phases_moved: [
        { id: phases['Kick-off']?.id, name: 'Kick-off' },
        { id: phases['Review']?.id, name: 'Review' },
      ],
      changed: true,
    });
    const listed = await api.call('GET', `/v1/deal/${id}/phases`, { token });
    expect(listed.body.items.map((p: { start: number }) => p.start)).toEqual([
      newStart + DAY,
      newStart + 7 * DAY,
      newStart + 20 * DAY,
    ]);
    expect((await api.call('GET', `/v1/deal/${id}/versions`, { token })).body).toEqual({
      items: [],
      next_cursor: null,
    });
  });

  it('rounds an absolute date to the Monday on or before it (2026-11-26 → 2026-11-23)', async () => {
    const { id } = await dealWith({ start: utc('2026-11-02') });
    const response = await reschedule(id, { shift: '2026-11-26' });
    expect(response.body).toMatchObject({ start: utc('2026-11-23'), changed: true });
    expect(new Date(response.body.start).getUTCDay()).toBe(1);
  });

  it('rounds a relative shift too, and moves months by the calendar with the day clamped', async () => {
    const { id } = await dealWith({ start: utc('2026-01-31') });
    const response = await reschedule(id, { shift: '+1m' });
    // 2026-01-31 + 1 calendar month = 2026-02-28 (a Saturday) → Monday 2026-02-23.
    expect(response.body.start).toBe(utc('2026-02-23'));
  });

  it('snapshots a deal past draft before the move (deal and phases as they were)', async () => {
    const start = utc('2026-11-23');
    const { id, deal } = await dealWith({ start, status: 'approved' });
    const before = (await api.call('GET', `/v1/deal/${id}/phases`, { token })).body.items;
    const response = await reschedule(id, { shift: '-1w' });
    expect(response.body).toMatchObject({ version_created: true, changed: true, start: utc('2026-11-16') });
    const versions = await api.call('GET', `/v1/deal/${id}/versions`, { token: owner.tokens.read });
    expect(versions.body).toEqual({
      items: [
        {
          id: expect.stringMatching(/^ver_/),
          deal_id: id,
          created_at: expect.any(Number),
          reason: 'reschedule',
          deal,
          phases: before,
          pricing: null,
          estimates: [],
        },
      ],
      next_cursor: null,
    });
  });

  it('writes nothing when the shift resolves to the current start, even past draft', async () => {
    const start = utc('2026-11-23');
    const { id, deal } = await dealWith({ start, status: 'approved' });
    for (const shift of ['2026-11-25', '+0d', '+3d']) {
      expect(await reschedule(id, { shift })).toEqual({
        status: 200,
        body: {
          deal,
          start,
          previous_start: start,
          version_created: false,
          phases_moved: [],
          changed: false,
        },
      });
    }
    expect((await api.call('GET', `/v1/deal/${id}`, { token })).body.updated_at).toBe(deal.updated_at);
    expect((await api.call('GET', `/v1/deal/${id}/versions`, { token })).body.items).toEqual([]);
  });

  it('sets only the start of a deal without one from an absolute date', async () => {
    const { id } = await dealWith({ due: utc('2026-12-01') });
    const response = await reschedule(id, { shift: '2026-11-24' });
    expect(response.body).toMatchObject({
      start: utc('2026-11-23'),
      previous_start: null,
      changed: true,
      phases_moved: [],
      deal: expect.objectContaining({ start: utc('2026-11-23'), due: utc('2026-12-01') }),
    });
  });

  it.each([
    [
      'pending',
      { start: utc('2026-11-23'), status: 'pending' as const },
      '+1w',
      'deal is pending approval and read-only',
    ],
    ['without a start, relative', {}, '+1w', 'deal has no start date to shift from; use an absolute date'],
  ])('is 409 for a deal %s', async (_name, schedule, shift, message) => {
    const { id, deal } = await dealWith(schedule);
    expect(await reschedule(id, { shift })).toEqual({ status: 409, body: { message } });
    expect((await api.call('GET', `/v1/deal/${id}`, { token })).body).toEqual(deal);
  });

  it('is 409 for an archived deal', async () => {
    const { id } = await dealWith({ start: utc('2026-11-23') });
    await api.call('PATCH', `/v1/deal/${id}`, { token, body: { archived: true } });
    expect(await reschedule(id, { shift: '+1w' })).toEqual({
      status: 409,
      body: { message: 'deal is archived' },
    });
  });

  it('is 404 for an unknown deal and for a `space` that is not the deal’s', async () => {
    const { id } = await dealWith({ start: utc('2026-11-23') });
    const notFound = { status: 404, body: { message: 'deal not found' } };
    expect(await reschedule('deal_0000000000000000000000', { shift: '+1w' })).toEqual(notFound);
    expect(await reschedule(id, { shift: '+1w', space: 'spc_0000000000000000000000' })).toEqual(notFound);
    expect((await reschedule(id, { shift: '+1w', space: owner.space.id })).status).toBe(200);
  });

  it.each([
    [{}, 'is required'],
    [{ shift: null }, 'is required'],
    [{ shift: '2w' }, 'must be a signed offset like +2w (d, w or m, up to 3 digits) or a date YYYY-MM-DD'],
    [
      { shift: '+1000d' },
      'must be a signed offset like +2w (d, w or m, up to 3 digits) or a date YYYY-MM-DD',
    ],
    [{ shift: 14 }, 'must be a signed offset like +2w (d, w or m, up to 3 digits) or a date YYYY-MM-DD'],
    [{ shift: '2026-02-30' }, 'must be a real calendar date (YYYY-MM-DD)'],
  ])('is a 400 naming `shift` for %j', async (body, message) => {
    const { id } = await dealWith({ start: utc('2026-11-23') });
    expect(await reschedule(id, body)).toEqual({
      status: 400,
      body: {
        success: false,
        data: body,
        error: [{ path: ['shift'], message }],
        message: `shift: ${message}`,
      },
    });
  });

  it.each([
    ['a date before 1970', { start: utc('2026-11-23') }, '1969-06-02'],
    ['year 0', { start: utc('2026-11-23') }, '0000-01-01'],
    ['1970-01-01 (its Monday is in 1969)', { start: utc('2026-11-23') }, '1970-01-01'],
    ['a start after 9999 by months', { start: utc('9950-01-06') }, '+999m'],
    ['an end pushed past 9999', { start: utc('9999-11-01'), end: utc('9999-12-20') }, '+3w'],
    ['a pinned phase pulled before 1970', { start: utc('1970-01-05') }, '-1w'],
  ])('is a 400 naming `shift` for %s, and changes nothing (issue 11)', async (_, schedule, shift) => {
    const { id, deal } = await dealWith(schedule);
    const message = 'would move a date of the deal or its phases outside 1970-01-01 to 9999-12-31';
    expect(await reschedule(id, { shift })).toEqual({
      status: 400,
      body: {
        success: false,
        data: { shift },
        error: [{ path: ['shift'], message }],
        message: `shift: ${message}`,
      },
    });
    expect((await api.call('GET', `/v1/deal/${id}`, { token })).body).toEqual(deal);
  });

  it('moves to the edges of the range: the first Monday of 1970 and the last one of 9999', async () => {
    const created = await api.call('POST', '/v1/deals', {
      token,
      body: { space: owner.space.id, name: 'Edges', start: utc('2026-11-23') },
    });
    const id: string = created.body.id;
    expect((await reschedule(id, { shift: '1970-01-05' })).body.start).toBe(utc('1970-01-05'));
    expect((await reschedule(id, { shift: '9999-12-31' })).body.start).toBe(utc('9999-12-27'));
  });

  it('is a 400 naming an unknown field', async () => {
    const { id } = await dealWith({ start: utc('2026-11-23') });
    const response = await reschedule(id, { shift: '+1w', when: 'now' });
    expect(response.body.error).toEqual([{ path: ['when'], message: 'is not a known field' }]);
  });

  it('pages versions newest first', async () => {
    const { id } = await dealWith({ start: utc('2026-11-23'), status: 'approved' });
    for (const shift of ['+1w', '+1w', '+1w']) await reschedule(id, { shift });
    const first = await api.call('GET', `/v1/deal/${id}/versions?limit=2`, { token });
    expect(first.body.items.map((v: { deal: { start: number } }) => v.deal.start)).toEqual([
      utc('2026-12-07'),
      utc('2026-11-30'),
    ]);
    const rest = await api.call('GET', `/v1/deal/${id}/versions?limit=2&cursor=${first.body.next_cursor}`, {
      token,
    });
    expect(rest.body).toEqual({
      items: [expect.objectContaining({ deal: expect.objectContaining({ start: utc('2026-11-23') }) })],
      next_cursor: null,
    });
  });

  it('serialises concurrent reschedules of one deal: ten +1w calls move it exactly ten weeks', async () => {
    const start = utc('2026-11-23');
    const { id } = await dealWith({ start, status: 'approved' });
    const responses = await Promise.all(Array.from({ length: 10 }, () => reschedule(id, { shift: '+1w' })));
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect((await api.call('GET', `/v1/deal/${id}`, { token })).body.start).toBe(start + 70 * DAY);
    const versions = await api.call('GET', `/v1/deal/${id}/versions?limit=100`, { token });
    expect(new Set(versions.body.items.map((v: { deal: { start: number } }) => v.deal.start)).size).toBe(10);
  });
});
