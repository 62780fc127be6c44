import { anApprover } from '../../../api/src/members/testing/team.fixture';
import { startCliE2e, type CliE2e } from '../testing/cli-e2e.fixture';
import { expectNoSecretPrinted, runCliForTest } from '../testing/run-cli';

let e2e: CliE2e;
let token: string;
/** Another admin of the space: the requester may not approve their own request. */
let approverToken: string;

const DAY = 86_400_000;
const utc = (date: string) => Date.parse(`${date}T00:00:00Z`);

beforeAll(async () => {
  e2e = await startCliE2e();
  token = e2e.owner.tokens.read_write;
  approverToken = (await anApprover(e2e.database, e2e.owner.space.id)).rw;
});

afterAll(() => e2e?.close());

const run = (argv: string[], serviceToken = token) =>
  runCliForTest(argv, { env: e2e.env({ SERVICE_TOKEN: serviceToken }) });

/** A deal starting 2026-11-23 with pinned phases Kick-off and Review and a relative phase Build. */
async function aDeal(status: 'draft' | 'pending' | 'approved' = 'draft'): Promise<string> {
  const start = utc('2026-11-23');
  const created = await e2e.api.call('POST', '/v1/deals', {
    token,
    body: { space: e2e.owner.space.id, name: 'Acme renewal', start, end: start + 30 * DAY },
  });
  expect(created.status).toBe(201);
  const id: string = created.body.id;
  for (const [name, pinned] of [
    ['Kick-off', true],
    ['Build', false],
    ['Review', true],
  ] as const) {
    await e2e.api.call('POST', `/v1/deal/${id}/phases`, {
      token,
      body: { name, pinned, start: start + DAY, end: start + 2 * DAY },
    });
  }
  if (status !== 'draft')
    await e2e.api.call('POST', `/v1/deal/${id}/status`, { token, body: { status: 'pending' } });
  if (status === 'approved') {
    const approved = await e2e.api.call('POST', `/v1/deal/${id}/status`, {
      token: approverToken,
      body: { status: 'approved' },
    });
    expect(approved.status).toBe(200);
  }
  return id;
}

describe('dps deal reschedule', () => {
  it('shows the previous and new start, no version for a draft, and the pinned phases moved', async () => {
    const id = await aDeal();
    expect(await run(['deal', 'reschedule', id, '--shift', '+2w'])).toEqual({
      code: 0,
      stderr: '',
      stdout: [
        `Rescheduled deal ${id} (Acme renewal)`,
        '  start          2026-11-23 -> 2026-12-07',
        '  version        not created (draft deals are not versioned)',
        '  phases moved   Kick-off, Review',
        '',
      ].join('\n'),
    });
    expect((await e2e.api.call('GET', `/v1/deal/${id}`, { token })).body.start).toBe(utc('2026-12-07'));
  });

  it('says a version was created for a deal past draft (and takes a negative shift as a value)', async () => {
    const id = await aDeal('approved');
    const result = await run(['deal', 'reschedule', id, '--shift', '-1w']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('  start          2026-11-23 -> 2026-11-16\n');
    expect(result.stdout).toContain('  version        created (a snapshot taken before the move)\n');
  });

  it('says "no change" when the shift resolves to the current start, and exits 0', async () => {
    const id = await aDeal('approved');
    expect(await run(['deal', 'reschedule', id, '--shift', '2026-11-26'])).toEqual({
      code: 0,
      stderr: '',
      stdout: `No change: deal ${id} (Acme renewal) already starts on 2026-11-23; nothing was written.\n`,
    });
  });

  it('prints the API response with --json', async () => {
    const id = await aDeal();
    const result = await run(['deal', 'reschedule', id, '--shift=+1w', '--json']);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({
      deal: expect.objectContaining({ id, start: utc('2026-11-30'), status: 'draft' }),
      start: utc('2026-11-30'),
      previous_start: utc('2026-11-23'),
      version_created: false,
      phases_moved: [
        { id: expect.any(String), name: 'Kick-off' },
        { id: expect.any(String), name: 'Review' },
      ],
      changed: true,
    });
  });

  it('prints "changed": false in --json for no change', async () => {
    const id = await aDeal();
    const result = await run(['deal', 'reschedule', id, '--shift', '+0d', '--json']);
    expect(JSON.parse(result.stdout)).toMatchObject({
      changed: false,
      version_created: false,
      phases_moved: [],
    });
  });

  it('sends --space, which the API checks: the deal’s space works, another is "deal not found"', async () => {
    const id = await aDeal();
    const ok = await run(['deal', 'reschedule', id, '--shift', '+1w', '--space', e2e.owner.space.id]);
    expect(ok.code).toBe(0);
    const other = await run([
      'deal',
      'reschedule',
      id,
      '--shift',
      '+1w',
      '--space',
      'spc_0000000000000000000000',
    ]);
    expect(other).toEqual({ code: 1, stdout: '', stderr: 'error: deal not found\n' });
  });

  it('fails with exit 1 and the API message for a read token', async () => {
    const id = await aDeal();
    expect(await run(['deal', 'reschedule', id, '--shift', '+1w'], e2e.owner.tokens.read)).toEqual({
      code: 1,
      stdout: '',
      stderr: 'error: token scope does not permit writes\n',
    });
  });

  it.each([
    [
      'a malformed shift',
      '2w',
      'error: shift: must be a signed offset like +2w (d, w or m, up to 3 digits) or a date YYYY-MM-DD\n',
    ],
    ['an impossible date', '2026-02-30', 'error: shift: must be a real calendar date (YYYY-MM-DD)\n'],
  ])('fails with exit 1 and the validation message for %s', async (_name, shift, stderr) => {
    const id = await aDeal();
    expect(await run(['deal', 'reschedule', id, '--shift', shift])).toEqual({ code: 1, stdout: '', stderr });
  });

  it('fails with exit 1 and the API message for a pending deal and for an unknown deal', async () => {
    const pending = await aDeal('pending');
    expect((await run(['deal', 'reschedule', pending, '--shift', '+1w'])).stderr).toBe(
      'error: deal is pending approval and read-only\n',
    );
    const unknown = await run(['deal', 'reschedule', 'deal_0000000000000000000000', '--shift', '+1w']);
    expect(unknown).toEqual({ code: 1, stdout: '', stderr: 'error: deal not found\n' });
  });

  it('sends the id as one path segment, whatever it contains', async () => {
    const result = await run(['deal', 'reschedule', '../../spaces', '--shift', '+1w']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^error: (deal )?not found\n$/);
  });

  it.each([
    [['deal', 'reschedule', 'deal_x'], "error: required option '--shift <shift>' not specified"],
    [['deal', 'reschedule', '--shift', '+1w'], "error: missing required argument 'id'"],
    [
      ['deal', 'reschedule', '', '--shift', '+1w'],
      "error: command-argument value '' is invalid for argument 'id'",
    ],
    [['deal', 'reschedule', 'a', 'b', '--shift', '+1w'], 'error: too many arguments'],
    [['deal', 'reschedule', 'a', '--shift'], "error: option '--shift <shift>' argument missing"],
  ])('refuses %j as bad usage: exit 2, the problem and the help on stderr', async (argv, problem) => {
    const result = await run(argv);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(problem);
    expect(result.stderr).toContain('Usage: dps deals reschedule [options] <id>');
  });

  it('sends a fresh Idempotency-Key per run and the same one on its own retry; the API does the work once', async () => {
    const id = await aDeal('approved');
    const keys: Array<string | null> = [];
    // The first attempt of the first run is answered 429 here, as a busy API would: the client retries.
    const recording: typeof fetch = async (input, init) => {
      keys.push(new Headers(init?.headers).get('idempotency-key'));
      if (keys.length === 1)
        return Response.json(
          { message: 'rate limit exceeded' },
          { status: 429, headers: { 'retry-after': '1' } },
        );
      return fetch(input, init);
    };
    const env = e2e.env({ SERVICE_TOKEN: token });
    expect(
      (await runCliForTest(['deal', 'reschedule', id, '--shift', '+1w'], { env, fetch: recording })).code,
    ).toBe(0);
    expect(
      (await runCliForTest(['deal', 'reschedule', id, '--shift', '+1w'], { env, fetch: recording })).code,
    ).toBe(0);
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(keys).toHaveLength(3);
    expect(keys.every((key) => uuid.test(key ?? ''))).toBe(true);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    // Two runs, two shifts of a week: one each, however many attempts reached the API.
    const deal = await e2e.api.call('GET', `/v1/deal/${id}`, { token });
    expect(deal.body.start).toBe(utc('2026-12-07'));
    const versions = await e2e.api.call('GET', `/v1/deal/${id}/versions`, { token });
    expect(versions.body.items).toHaveLength(2);
  });

  it('never printed a token', () => {
    expectNoSecretPrinted([token, e2e.owner.tokens.read]);
  });
});
