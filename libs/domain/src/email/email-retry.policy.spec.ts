import type { ClaimedEmail } from './email-outbox.repository';
import { emailAttemptRecord } from './email-retry.policy';

const claim = (attemptCount: number): ClaimedEmail => ({
  id: 'eml_1',
  message: { to: 'ada@example.test', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>', links: [] },
  attemptCount,
  leaseExpiresAt: 5_000,
});
const delays = [1_000, 5_000];

describe('emailAttemptRecord', () => {
  it('records a sent email with no next attempt and no error', () => {
    expect(emailAttemptRecord(claim(0), { ok: true }, delays, 100)).toEqual({
      id: 'eml_1',
      leaseExpiresAt: 5_000,
      status: 'sent',
      nextAttemptAt: null,
      error: null,
      recordedAt: 100,
    });
  });

  it('retries a passing failure after the delay of its attempt, and fails after the last one', () => {
    const failure = { ok: false, error: 'connection refused', permanent: false } as const;
    expect(emailAttemptRecord(claim(0), failure, delays, 100)).toMatchObject({
      status: 'pending',
      nextAttemptAt: 1_100,
      error: 'connection refused',
    });
    expect(emailAttemptRecord(claim(1), failure, delays, 100)).toMatchObject({
      status: 'pending',
      nextAttemptAt: 5_100,
    });
    expect(emailAttemptRecord(claim(2), failure, delays, 100)).toMatchObject({
      status: 'failed',
      nextAttemptAt: null,
    });
  });

  it('gives up at once on a permanent refusal, and keeps at most 500 characters of the error', () => {
    const refused = { ok: false, error: `550 ${'x'.repeat(900)}`, permanent: true } as const;
    const record = emailAttemptRecord(claim(0), refused, delays, 100);
    expect(record.status).toBe('failed');
    expect(record.error).toHaveLength(500);
  });
});
