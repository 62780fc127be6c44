import { startCliE2e, type CliE2e } from '../testing/cli-e2e.fixture';
import { expectNoSecretPrinted, runCliForTest } from '../testing/run-cli';

/** `dps events list` and `dps events tail` against the real api on 127.0.0.1 (docs/cli.md). */
let e2e: CliE2e;
let token: string;
let dealId: string;

const run = (argv: string[], extra: Parameters<typeof runCliForTest>[1] = {}) =>
  runCliForTest(argv, { env: e2e.env({ SERVICE_TOKEN: token }), ...extra });

const api = (method: 'POST' | 'PATCH', path: string, body: Record<string, unknown>) =>
  e2e.api.call(method, path, { token: e2e.owner.tokens.read_write, body });

beforeAll(async () => {
  e2e = await startCliE2e();
  token = e2e.owner.tokens.read;
  const created = await api('POST', '/v1/deals', { space: e2e.owner.space.id, name: 'Tail deal' });
  dealId = created.body.id;
  await api('PATCH', `/v1/deal/${dealId}`, { name: 'Tail deal, renamed' });
  await api('POST', '/v1/deals', { space: e2e.owner.space.id, name: 'Second deal' });
  await untilTheFeedShows(3);
});

/**
 * On PostgreSQL the feed shows an event once every transaction older than it has ended, on any
 * database of the server (docs/events.md, "Commit order"): other test files' transactions, running
 * beside this one, may hold the three changes back for a moment. Wait (bounded) until they show.
 */
async function untilTheFeedShows(count: number): Promise<void> {
  const path = `/v1/spaces/${e2e.owner.space.id}/events?limit=100`;
  for (let tries = 0; tries < 200; tries += 1) {
    const feed = await e2e.api.call('GET', path, { token });
    if ((feed.body?.items?.length ?? 0) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the events feed did not show ${count} events within 20 s`);
}

afterAll(async () => {
  expectNoSecretPrinted([e2e.owner.tokens.read, e2e.owner.tokens.read_write]);
  await e2e?.close();
});

describe('dps events list', () => {
  it("prints the one space's events in commit order; --limit pages, and --after continues", async () => {
    const all = await run(['events', 'list']);
    expect(all).toMatchObject({ code: 0, stderr: expect.stringContaining('next: run again with --after ') });
    const lines = all.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^TIME +TYPE +DEAL +REV +ACTOR +CHANGED +ID$/);
    expect(lines.slice(1).map((line) => line.split(/ {2,}/).slice(1, 6))).toEqual([
      ['service_deal_created', dealId, '1', `user:${e2e.owner.user.id}`, '-'],
      ['service_deal_updated', dealId, '2', `user:${e2e.owner.user.id}`, 'name'],
      ['service_deal_created', expect.stringMatching(/^deal_/), '1', `user:${e2e.owner.user.id}`, '-'],
    ]);

    const first = await run(['events', 'list', '--limit', '1', '--json']);
    const page = JSON.parse(first.stdout);
    expect(page.items.map((e: { revision: number }) => e.revision)).toEqual([1]);
    const rest = await run(['events', 'list', '--after', page.next_cursor, '--json']);
    expect(JSON.parse(rest.stdout).items.map((e: { type: string }) => e.type)).toEqual([
      'service_deal_updated',
      'service_deal_created',
    ]);
  });

  it('filters by --type and --deal, and takes --space', async () => {
    const space = e2e.owner.space.id;
    const updates = await run([
      'events',
      'list',
      '--space',
      space,
      '--type',
      'service_deal_updated',
      '--json',
    ]);
    expect(JSON.parse(updates.stdout).items.map((e: { deal_id: string }) => e.deal_id)).toEqual([dealId]);
    const ofDeal = await run(['events', 'list', '--deal', dealId, '--json']);
    expect(JSON.parse(ofDeal.stdout).items).toHaveLength(2);
  });

  it('refuses bad usage before any request (exit 2), and says what the API refused (exit 1)', async () => {
    expect(await run(['events', 'list', '--limit', '0'])).toMatchObject({ code: 2 });
    expect(await run(['events', 'list', '--type', 'deal_updated'])).toMatchObject({ code: 2 });
    const foreign = await run(['events', 'list', '--space', 'spc_0000000000000000000000']);
    expect(foreign).toMatchObject({ code: 1, stderr: expect.stringContaining('space not found') });
    const garbled = await run(['events', 'list', '--after', 'garbage']);
    expect(garbled).toMatchObject({ code: 1, stderr: expect.stringContaining('after') });
  });
});

describe('dps events tail', () => {
  it('prints each new event as it commits, one JSON object per line, and stops cleanly on Ctrl-C', async () => {
    const interrupt = new AbortController();
    let printed = 0;
    let started: () => void = () => undefined;
    const polling = new Promise<void>((resolve) => (started = resolve));
    let polls = 0;
    const countingFetch: typeof fetch = (input, init) => {
      if (String(input).includes('/events') && (polls += 1) === 2) started(); // past the end of the feed
      return fetch(input, init);
    };
    let gotTwo: () => void = () => undefined;
    const two = new Promise<void>((resolve) => (gotTwo = resolve));
    const tail = run(['events', 'tail', '--json'], {
      interrupt: interrupt.signal,
      fetch: countingFetch,
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, Math.min(ms, 50))),
      onStdout: (stdout) => {
        printed = stdout.split('\n').filter(Boolean).length;
        if (printed >= 2) gotTwo();
      },
    });
    await polling;
    await api('PATCH', `/v1/deal/${dealId}`, { name: 'Tailed once' });
    await api('PATCH', `/v1/deal/${dealId}`, { name: 'Tailed twice' });
    await Promise.race([two, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    interrupt.abort();
    const result = await tail;
    expect(result.code).toBe(0);
    const events = result.stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    // Only what committed after the tail began: the older events are not repeated.
    expect(
      events.map((e: { revision: number; data: { deal: { name: string } } }) => [
        e.revision,
        e.data.deal.name,
      ]),
    ).toEqual([
      [3, 'Tailed once'],
      [4, 'Tailed twice'],
    ]);
  }, 30_000);

  it('prints one line per event without --json', async () => {
    const interrupt = new AbortController();
    let polls = 0;
    let started: () => void = () => undefined;
    const polling = new Promise<void>((resolve) => (started = resolve));
    const tail = run(['events', 'tail', '--deal', dealId], {
      interrupt: interrupt.signal,
      fetch: (input, init) => {
        if (String(input).includes('/events') && (polls += 1) === 2) started();
        return fetch(input, init);
      },
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, Math.min(ms, 50))),
      onStdout: () => interrupt.abort(),
    });
    await polling;
    await api('POST', `/v1/deal/${dealId}/status`, { status: 'pending' });
    const result = await tail;
    expect(result.code).toBe(0);
    expect(result.stdout.trimEnd().split('\n')).toEqual([
      expect.stringMatching(
        new RegExp(
          `^\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d UTC  service_deal_updated  ${dealId}  5  user:usr_\\w+  status  evt_\\w+$`,
        ),
      ),
    ]);
  }, 30_000);
});
