import type { Actor } from '../../credentials/actor';
import { checkWriteAllowed } from '../../credentials/credential-scope';
import { afterWrongUserCode, approvalLockedFor } from '../../device/approval-attempts.policy';
import type { ApprovalDecision } from '../../device/device-approval.policy';
import type { DeviceAuthorization } from '../../device/device-authorization';
import { USER_CODE_ALPHABET, normalizeUserCode } from '../../device/user-code';
import type { DomainError } from '../../shared/domain-error';
import { err, ok, type Result } from '../../shared/result';
import type { DeviceRepositories } from './device-repositories';

/** Five wrong user codes in the window: no answers from this person until `retryAfterMs` has passed. */
export interface ApprovalsLocked {
  readonly kind: 'ApprovalsLocked';
  readonly retryAfterMs: number;
}

export type ApproveDeviceCodeError = DomainError | ApprovalsLocked;

export const USER_CODE_MESSAGES = {
  format: `must be 8 letters from ${USER_CODE_ALPHABET}, like BCDF-GHJK`,
  unknown: 'matches no device login; check the code shown on the device',
  expired: 'has expired; start the login on the device again',
} as const;

const userCodeIssue = (message: string): DomainError => ({
  kind: 'Validation',
  issues: [{ path: ['user_code'], message }],
});

/**
 * The checks that cost no lookup, shared by looking a code up and answering it: only a person
 * answers (a space key finds nothing, 404), with a write scope, and a malformed code is refused
 * without being counted. Gives the person's id and the code in its stored form.
 */
export function userCodeAttempt(
  actor: Actor,
  typed: string,
): Result<{ readonly userId: string; readonly userCode: string }, ApproveDeviceCodeError> {
  if (actor.kind !== 'user') return err({ kind: 'NotFound', resource: 'user code' });
  const writable = checkWriteAllowed(actor.scope);
  if (!writable.ok) return writable;
  const userCode = normalizeUserCode(typed);
  return userCode === null
    ? err(userCodeIssue(USER_CODE_MESSAGES.format))
    : ok({ userId: actor.userId, userCode });
}

/** Not a Result on purpose: a wrong code must commit its count even though the answer is a failure. */
export type UserCodeLookup =
  { readonly found: DeviceAuthorization } | { readonly refused: ApproveDeviceCodeError };

/**
 * Inside the caller's transaction: refuses a locked-out person, else finds the code, counting a
 * miss as a wrong attempt (approval-attempts.policy.ts). The count stays locked until the
 * transaction ends, so parallel guesses queue and cannot slip past the limit.
 */
export async function findUserCodeCountingMisses(
  repos: DeviceRepositories,
  userId: string,
  userCode: string,
  now: number,
): Promise<UserCodeLookup> {
  const attempts = await repos.deviceApprovalAttempts.lockForUser(userId);
  const lockedFor = approvalLockedFor(attempts, now);
  if (lockedFor > 0) return { refused: { kind: 'ApprovalsLocked', retryAfterMs: lockedFor } };
  const authorization = await repos.deviceAuthorizations.findByUserCode(userCode);
  if (authorization === null) {
    await repos.deviceApprovalAttempts.save(userId, afterWrongUserCode(attempts, now));
    return { refused: userCodeIssue(USER_CODE_MESSAGES.unknown) };
  }
  return { found: authorization };
}

/** Why a found code can no longer be answered: it has expired, or was answered already. */
export function unanswerableReason(
  decision: Exclude<ApprovalDecision, { readonly outcome: 'decided' }>,
): ApproveDeviceCodeError {
  return decision.outcome === 'expired'
    ? userCodeIssue(USER_CODE_MESSAGES.expired)
    : { kind: 'Conflict', message: `user code was already ${decision.status}` };
}
