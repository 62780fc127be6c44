import { progressAfterAttempt } from './delivery-progress';

const AT = Date.UTC(2026, 10, 23, 9);
const SCHEDULE = [1000, 5000];
const progress = (outcome: Parameters<typeof progressAfterAttempt>[0]['outcome'], attemptCount: number) =>
  progressAfterAttempt({ outcome, attemptCount, finishedAt: AT, retryDelaysMs: SCHEDULE });

describe('progressAfterAttempt', () => {
  it('delivers on 2xx, keeping the status code and no error', () => {
    expect(progress({ kind: 'response', status: 204 }, 0)).toEqual({
      attempt: { statusCode: 204, error: null },
      next: { status: 'delivered', lastError: null },
    });
  });

  it('retries 5xx after 1 s, then after 5 s, then gives up with the last error (three attempts in all)', () => {
    const outcome = { kind: 'response', status: 503 } as const;
    expect(progress(outcome, 0).next).toEqual({
      status: 'pending',
      nextAttemptAt: AT + 1000,
      lastError: 'HTTP 503',
    });
    expect(progress(outcome, 1).next).toEqual({
      status: 'pending',
      nextAttemptAt: AT + 5000,
      lastError: 'HTTP 503',
    });
    expect(progress(outcome, 2)).toEqual({
      attempt: { statusCode: 503, error: 'HTTP 503' },
      next: { status: 'failed', lastError: 'retries exhausted (last: HTTP 503)' },
    });
  });

  it('fails at once on 4xx and on a redirect, without retrying', () => {
    expect(progress({ kind: 'response', status: 410 }, 0).next).toEqual({
      status: 'failed',
      lastError: 'HTTP 410',
    });
    expect(progress({ kind: 'response', status: 302 }, 0).next).toEqual({
      status: 'failed',
      lastError: 'redirect not followed (HTTP 302)',
    });
  });

  it('retries timeouts and network errors, which have no status code', () => {
    expect(progress({ kind: 'timeout' }, 0)).toEqual({
      attempt: { statusCode: null, error: 'timed out' },
      next: { status: 'pending', nextAttemptAt: AT + 1000, lastError: 'timed out' },
    });
    expect(progress({ kind: 'network', code: 'ECONNREFUSED' }, 1).next).toEqual({
      status: 'pending',
      nextAttemptAt: AT + 5000,
      lastError: 'network error (ECONNREFUSED)',
    });
  });

  it('fails a refused target at once', () => {
    expect(progress({ kind: 'refused', reason: 'private address' }, 0).next).toEqual({
      status: 'failed',
      lastError: 'target refused: private address',
    });
  });
});
