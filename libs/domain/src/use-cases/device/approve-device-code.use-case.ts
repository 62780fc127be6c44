import type { Actor } from '../../credentials/actor';
import { checkWriteAllowed, type CredentialScope } from '../../credentials/credential-scope';
import { afterWrongUserCode, approvalLockedFor } from '../../device/approval-attempts.policy';
import { decideApproval } from '../../device/device-approval.policy';
import { USER_CODE_ALPHABET, formatUserCode, normalizeUserCode } from '../../device/user-code';
import type { Clock } from '../../shared/clock';
import type { DomainError } from '../../shared/domain-error';
import { err, ok, type Result } from '../../shared/result';
import type { DeviceUnitOfWork } from './device-repositories';

export interface ApproveDeviceCodeDeps {
  readonly uow: DeviceUnitOfWork;
  readonly clock: Clock;
}

export interface DeviceApprovalInput {
  /** As typed: any case, with or without the dash. */
  readonly userCode: string;
  readonly approve: boolean;
}

export interface DeviceApproval {
  /** Display form `XXXX-XXXX`. */
  readonly userCode: string;
  readonly approved: boolean;
  /** The scope the device asked for, which its token gets when approved. */
  readonly scope: CredentialScope;
}

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

/** Not a Result on purpose: a wrong code must commit its count even though the answer is a failure. */
type Answer = { readonly answered: DeviceApproval } | { readonly refused: ApproveDeviceCodeError };

/**
 * POST /v1/device/approve: a person approves or denies the device login showing `userCode`. Only a
 * personal token answers (a space key is no person: to it the route finds nothing, 404). Wrong
 * user codes are counted per person (approval-attempts.policy.ts); the count is locked for the
 * transaction, so parallel guesses queue and cannot slip past the limit.
 */
export async function approveDeviceCode(
  deps: ApproveDeviceCodeDeps,
  actor: Actor,
  input: DeviceApprovalInput,
): Promise<Result<DeviceApproval, ApproveDeviceCodeError>> {
  if (actor.kind !== 'user') return err({ kind: 'NotFound', resource: 'user code' });
  const writable = checkWriteAllowed(actor.scope);
  if (!writable.ok) return writable;
  const userCode = normalizeUserCode(input.userCode);
  if (userCode === null) return err(userCodeIssue(USER_CODE_MESSAGES.format));
  const now = deps.clock.now();
  const answer = await deps.uow.transaction(async (repos): Promise<Answer> => {
    const attempts = await repos.deviceApprovalAttempts.lockForUser(actor.userId);
    const lockedFor = approvalLockedFor(attempts, now);
    if (lockedFor > 0) return { refused: { kind: 'ApprovalsLocked', retryAfterMs: lockedFor } };
    const authorization = await repos.deviceAuthorizations.findByUserCode(userCode);
    if (authorization === null) {
      await repos.deviceApprovalAttempts.save(actor.userId, afterWrongUserCode(attempts, now));
      return { refused: userCodeIssue(USER_CODE_MESSAGES.unknown) };
    }
    const decision = decideApproval(authorization, { approve: input.approve, userId: actor.userId }, now);
    if (decision.outcome === 'expired') return { refused: userCodeIssue(USER_CODE_MESSAGES.expired) };
    if (decision.outcome === 'already_decided') {
      return { refused: { kind: 'Conflict', message: `user code was already ${decision.status}` } };
    }
    const { outcome: _outcome, ...change } = decision;
    if (!(await repos.deviceAuthorizations.decide(authorization.id, change))) {
      return { refused: { kind: 'Conflict', message: 'user code was already answered' } };
    }
    const approved = decision.status === 'approved';
    return { answered: { userCode: formatUserCode(userCode), approved, scope: authorization.scope } };
  });
  return 'answered' in answer ? ok(answer.answered) : err(answer.refused);
}
