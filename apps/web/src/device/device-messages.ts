import {
  MAX_WRONG_USER_CODES,
  USER_CODE_MESSAGES,
  WRONG_USER_CODE_WINDOW_MS,
  type ValidationIssue,
} from '@deal/domain';

const WINDOW_MINUTES = WRONG_USER_CODE_WINDOW_MS / 60_000;

/**
 * The domain's words about a refused user code, as a sentence next to the field. A code that
 * matches nothing counts as a wrong attempt, so the person is told about the limit there.
 */
export function userCodeMessage(issues: readonly ValidationIssue[]): string {
  return issues
    .map((issue) =>
      issue.message === USER_CODE_MESSAGES.unknown
        ? `This code ${issue.message}. After ${MAX_WRONG_USER_CODES} wrong codes within ${WINDOW_MINUTES} minutes, approving is paused until those minutes are over.`
        : `This code ${issue.message}.`,
    )
    .join(' ');
}
