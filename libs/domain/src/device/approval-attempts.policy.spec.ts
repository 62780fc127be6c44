import {
  MAX_WRONG_USER_CODES,
  NO_APPROVAL_ATTEMPTS,
  WRONG_USER_CODE_WINDOW_MS,
  afterWrongUserCode,
  approvalLockedFor,
  type ApprovalAttempts,
} from './approval-attempts.policy';

const NOW = Date.UTC(2026, 0, 15, 10, 0);

function wrong(times: number, at: (i: number) => number): ApprovalAttempts {
  let attempts = NO_APPROVAL_ATTEMPTS;
  for (let i = 0; i < times; i++) attempts = afterWrongUserCode(attempts, at(i));
  return attempts;
}

describe('approval attempts', () => {
  it('lock after 5 wrong user codes within 15 minutes', () => {
    expect(MAX_WRONG_USER_CODES).toBe(5);
    expect(WRONG_USER_CODE_WINDOW_MS).toBe(900_000);
  });

  it('are open with no wrong code, and with 4', () => {
    expect(approvalLockedFor(NO_APPROVAL_ATTEMPTS, NOW)).toBe(0);
    expect(
      approvalLockedFor(
        wrong(4, (i) => NOW + i),
        NOW + 4,
      ),
    ).toBe(0);
  });

  it('the window starts at the first wrong code and counts on', () => {
    expect(afterWrongUserCode(NO_APPROVAL_ATTEMPTS, NOW)).toEqual({ windowStartedAt: NOW, failures: 1 });
    expect(wrong(3, (i) => NOW + i * 1000)).toEqual({ windowStartedAt: NOW, failures: 3 });
  });

  it('after the 5th wrong code they stay locked until the window ends, not a moment longer', () => {
    const locked = wrong(5, (i) => NOW + i * 60_000);
    expect(locked).toEqual({ windowStartedAt: NOW, failures: 5 });
    expect(approvalLockedFor(locked, NOW + 4 * 60_000)).toBe(WRONG_USER_CODE_WINDOW_MS - 4 * 60_000);
    expect(approvalLockedFor(locked, NOW + WRONG_USER_CODE_WINDOW_MS - 1)).toBe(1);
    expect(approvalLockedFor(locked, NOW + WRONG_USER_CODE_WINDOW_MS)).toBe(0);
  });

  it('a wrong code after the window has ended starts a new window of one', () => {
    const locked = wrong(5, () => NOW);
    expect(afterWrongUserCode(locked, NOW + WRONG_USER_CODE_WINDOW_MS)).toEqual({
      windowStartedAt: NOW + WRONG_USER_CODE_WINDOW_MS,
      failures: 1,
    });
  });

  it('wrong codes spread over more than a window never lock', () => {
    const spread = wrong(20, (i) => NOW + i * (WRONG_USER_CODE_WINDOW_MS / 4 + 1));
    expect(spread.failures).toBeLessThan(MAX_WRONG_USER_CODES);
    expect(approvalLockedFor(spread, NOW + 19 * (WRONG_USER_CODE_WINDOW_MS / 4 + 1))).toBe(0);
  });
});
