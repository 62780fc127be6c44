import { startCliE2e, type CliE2e } from '../testing/cli-e2e.fixture';
import { expectNoSecretPrinted, runCliForTest } from '../testing/run-cli';
import { insertCredential } from '../../../api/src/testing/credential-fixtures';

/**
 * Three requests per 30-second window. The api's clock only moves when the tool sleeps, so the
 * window cannot end by itself on a slow machine, and the tool's first request is surely refused.
 */
const LIMIT = 3;
let e2e: CliE2e;
const secrets: string[] = [];

beforeAll(async () => {
  e2e = await startCliE2e({ rateLimit: { limit: LIMIT, windowSeconds: 30 } });
});

afterAll(() => e2e?.close());

/** A fresh credential whose window is used up, so the tool's first request gets a 429. */
async function exhaustedToken(scope: 'read' | 'read_write' = 'read'): Promise<string> {
  const token = await insertCredential(
    e2e.database,
    { kind: 'personal', userId: e2e.owner.user.id },
    { scope },
  );
  secrets.push(token);
  for (let i = 0; i < LIMIT; i++) expect((await e2e.api.get('/v1/meta', token)).status).toBe(200);
  expect((await e2e.api.get('/v1/spaces', token)).status).toBe(429);
  return token;
}

/** A fetch that records each status and Retry-After the api answered. */
function recordingFetch(): { fetch: typeof fetch; answers: Array<[number, string | null]> } {
  const answers: Array<[number, string | null]> = [];
  return {
    answers,
    fetch: async (input, init) => {
      const response = await fetch(input, init);
      answers.push([response.status, response.headers.get('retry-after')]);
      return response;
    },
  };
}

/** A sleep that moves the api's clock as far as it was asked to wait: the window really ends. */
function clockSleep(sleeps: number[], advance = true) {
  return async (ms: number) => {
    sleeps.push(ms);
    if (advance) e2e.clock.advance(ms);
  };
}

describe('on 429 the tool waits Retry-After seconds, says so, and retries', () => {
  it('on a log: one line on stderr, one wait of Retry-After, then the answer', async () => {
    const token = await exhaustedToken();
    const sleeps: number[] = [];
    const recording = recordingFetch();
    const result = await runCliForTest(['spaces', 'list', '--json'], {
      env: e2e.env({ SERVICE_TOKEN: token }),
      fetch: recording.fetch,
      sleep: clockSleep(sleeps),
    });
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout).items).toHaveLength(1);
    const [[status, retryAfter], second] = recording.answers as [[number, string], [number, string | null]];
    expect([status, second[0]]).toEqual([429, 200]);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    expect(sleeps).toEqual([Number(retryAfter) * 1000]);
    expect(result.stderr).toBe(
      `rate limited by the API: waiting ${retryAfter} s (Retry-After), then retry 1 of 3\n`,
    );
  });

  it('on a terminal: counts down in place, second by second', async () => {
    const token = await exhaustedToken();
    const sleeps: number[] = [];
    const recording = recordingFetch();
    const result = await runCliForTest(['spaces', 'list'], {
      env: e2e.env({ SERVICE_TOKEN: token }),
      fetch: recording.fetch,
      sleep: clockSleep(sleeps),
      stderrIsTTY: true,
    });
    expect(result.code).toBe(0);
    const retryAfter = Number(recording.answers[0]?.[1]);
    expect(recording.answers.map(([status]) => status)).toEqual([429, 200]);
    expect(sleeps).toEqual(Array(retryAfter).fill(1000));
    const countdown = Array.from(
      { length: retryAfter },
      (_, i) => `\r\x1b[2Krate limited by the API: retry 1 of 3 in ${retryAfter - i} s…`,
    ).join('');
    expect(result.stderr).toBe(
      `${countdown}\r\x1b[2Krate limited by the API: waited ${retryAfter} s (Retry-After), retry 1 of 3\n`,
    );
  });

  it('retries a refused reschedule too (a 429 is answered before anything is applied)', async () => {
    const token = await exhaustedToken('read_write');
    const created = await e2e.api.call('POST', '/v1/deals', {
      token: e2e.owner.tokens.read_write,
      body: { space: e2e.owner.space.id, name: 'Limited', start: Date.parse('2026-11-23T00:00:00Z') },
    });
    const sleeps: number[] = [];
    const result = await runCliForTest(['deal', 'reschedule', created.body.id, '--shift', '+1w'], {
      env: e2e.env({ SERVICE_TOKEN: token }),
      sleep: clockSleep(sleeps),
    });
    expect(result.code).toBe(0);
    expect(sleeps).toHaveLength(1);
    expect(result.stdout).toContain('2026-11-23 -> 2026-11-30');
  });

  it('gives up with exit 1 after 3 retries when the limit never lifts', async () => {
    const token = await exhaustedToken();
    const sleeps: number[] = [];
    const recording = recordingFetch();
    // The sleep does not move the api's clock: every retry falls in the same window.
    const result = await runCliForTest(['spaces', 'list'], {
      env: e2e.env({ SERVICE_TOKEN: token }),
      fetch: recording.fetch,
      sleep: clockSleep(sleeps, false),
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(recording.answers.map(([status]) => status)).toEqual([429, 429, 429, 429]);
    expect(sleeps).toHaveLength(3);
    expect(result.stderr.trimEnd().split('\n')).toEqual([
      expect.stringMatching(/^rate limited by the API: waiting \d+ s \(Retry-After\), then retry 1 of 3$/),
      expect.stringMatching(/^rate limited by the API: waiting \d+ s \(Retry-After\), then retry 2 of 3$/),
      expect.stringMatching(/^rate limited by the API: waiting \d+ s \(Retry-After\), then retry 3 of 3$/),
      'error: rate limited by the API; gave up after 3 retries',
    ]);
  });

  it('never printed a token', () => {
    expectNoSecretPrinted(secrets);
  });
});
