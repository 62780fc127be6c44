import {
  type AttemptOutcome,
  RETRIES_EXHAUSTED,
  decideAttemptOutcome,
  describeAttemptOutcome,
} from './attempt-outcome.policy';

const response = (status: number): AttemptOutcome => ({ kind: 'response', status });
const decide = (outcome: AttemptOutcome, attemptNumber = 1, retryDelaysMs?: readonly number[]) =>
  decideAttemptOutcome({ outcome, attemptNumber, ...(retryDelaysMs ? { retryDelaysMs } : {}) });

describe('decideAttemptOutcome', () => {
  describe('2xx', () => {
    it.each([200, 201, 202, 204, 299])('delivers on %i, on any attempt', (status) => {
      expect(decide(response(status), 1)).toEqual({ kind: 'delivered' });
      expect(decide(response(status), 3)).toEqual({ kind: 'delivered' });
    });
  });

  describe('4xx: failed, not retried', () => {
    it.each([400, 401, 403, 404, 408, 409, 410, 422, 429, 499])('%i', (status) => {
      expect(decide(response(status), 1)).toEqual({ kind: 'failed', reason: `HTTP ${status}` });
    });
  });

  describe('3xx: redirects are not followed, failed, not retried', () => {
    it.each([300, 301, 302, 303, 304, 307, 308, 399])('%i', (status) => {
      expect(decide(response(status), 1)).toEqual({
        kind: 'failed',
        reason: `redirect not followed (HTTP ${status})`,
      });
    });
  });

  describe('odd statuses: failed, not retried', () => {
    it.each([0, 99, 100, 101, 103, 199, 600, 999, 200.5, Number.NaN])('%p', (status) => {
      expect(decide(response(status), 1)).toEqual({
        kind: 'failed',
        reason: `unexpected HTTP status ${status}`,
      });
    });
  });

  it('fails a target refused by the address policy at once, keeping the reason', () => {
    expect(decide({ kind: 'refused', reason: '10.0.0.1 is not a public address (private)' }, 1)).toEqual({
      kind: 'failed',
      reason: 'target refused: 10.0.0.1 is not a public address (private)',
    });
  });

  describe.each<[string, AttemptOutcome]>([
    ['500', response(500)],
    ['502', response(502)],
    ['503', response(503)],
    ['599', response(599)],
    ['a timeout', { kind: 'timeout' }],
    ['a network error with a code', { kind: 'network', code: 'ECONNRESET' }],
    ['a network error without a code', { kind: 'network' }],
  ])('%s is retried on the default schedule', (_name, outcome) => {
    it('attempt 1 → retry after 1000 ms', () => {
      expect(decide(outcome, 1)).toEqual({ kind: 'retry', afterMs: 1000 });
    });
    it('attempt 2 → retry after 5000 ms', () => {
      expect(decide(outcome, 2)).toEqual({ kind: 'retry', afterMs: 5000 });
    });
    it('attempt 3 → failed, retries exhausted', () => {
      expect(decide(outcome, 3)).toEqual({ kind: 'failed', reason: RETRIES_EXHAUSTED });
      expect(RETRIES_EXHAUSTED).toBe('retries exhausted');
    });
    it('any later attempt → failed too', () => {
      expect(decide(outcome, 7)).toEqual({ kind: 'failed', reason: 'retries exhausted' });
    });
  });

  describe('custom schedules', () => {
    it('follows each delay in order, then gives up', () => {
      const schedule = [10, 20, 40];
      const decisions = [1, 2, 3, 4].map((n) => decide(response(503), n, schedule));
      expect(decisions).toEqual([
        { kind: 'retry', afterMs: 10 },
        { kind: 'retry', afterMs: 20 },
        { kind: 'retry', afterMs: 40 },
        { kind: 'failed', reason: 'retries exhausted' },
      ]);
    });

    it('an empty schedule means one attempt only', () => {
      expect(decide({ kind: 'timeout' }, 1, [])).toEqual({ kind: 'failed', reason: 'retries exhausted' });
    });

    it('a zero delay is a retry at once, not a missing entry', () => {
      expect(decide({ kind: 'network' }, 1, [0])).toEqual({ kind: 'retry', afterMs: 0 });
    });

    it('never retries a 4xx, however long the schedule', () => {
      expect(decide(response(404), 1, [1, 2, 3])).toEqual({ kind: 'failed', reason: 'HTTP 404' });
    });
  });

  it.each([0, -1, 1.5, Number.NaN])('throws on attempt number %p (a caller bug)', (attemptNumber) => {
    expect(() => decide(response(500), attemptNumber)).toThrow(RangeError);
  });
});

describe('describeAttemptOutcome', () => {
  it.each<[AttemptOutcome, string]>([
    [response(204), 'HTTP 204'],
    [response(404), 'HTTP 404'],
    [response(503), 'HTTP 503'],
    [response(301), 'redirect not followed (HTTP 301)'],
    [response(101), 'unexpected HTTP status 101'],
    [{ kind: 'timeout' }, 'timed out'],
    [{ kind: 'network', code: 'ECONNREFUSED' }, 'network error (ECONNREFUSED)'],
    [{ kind: 'network' }, 'network error'],
    [{ kind: 'refused', reason: 'x' }, 'target refused: x'],
  ])('%j → %j', (outcome, text) => {
    expect(describeAttemptOutcome(outcome)).toBe(text);
  });
});
