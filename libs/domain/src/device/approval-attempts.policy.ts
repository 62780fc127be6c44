/** CONTRACT §2 Device flow: "a code locks after 5 wrong attempts". */
export const MAX_WRONG_USER_CODES = 5;
/** The window wrong attempts are counted in: one code lifetime, so a lock outlives every code guessed at. */
export const WRONG_USER_CODE_WINDOW_MS = 900_000;

/** One person's wrong user codes: how many, in the fixed window that began with the first of them. */
export interface ApprovalAttempts {
  readonly windowStartedAt: number | null;
  readonly failures: number;
}

export const NO_APPROVAL_ATTEMPTS: ApprovalAttempts = { windowStartedAt: null, failures: 0 };

/**
 * Milliseconds until this person may approve or deny again; 0 when they may now. After 5 wrong
 * user codes within the window, every answer (right codes too, or the lock would still let
 * guesses through) is refused until the window ends. A success does not reset the count.
 */
export function approvalLockedFor(attempts: ApprovalAttempts, now: number): number {
  if (attempts.windowStartedAt === null || attempts.failures < MAX_WRONG_USER_CODES) return 0;
  return Math.max(0, attempts.windowStartedAt + WRONG_USER_CODE_WINDOW_MS - now);
}

/** The count after one more wrong user code at `now`: a new window once the last one has ended. */
export function afterWrongUserCode(attempts: ApprovalAttempts, now: number): ApprovalAttempts {
  const open =
    attempts.windowStartedAt !== null && now < attempts.windowStartedAt + WRONG_USER_CODE_WINDOW_MS;
  return open
    ? { windowStartedAt: attempts.windowStartedAt, failures: attempts.failures + 1 }
    : { windowStartedAt: now, failures: 1 };
}
