import type { Actor } from '../../credentials/actor';
import type { CredentialScope } from '../../credentials/credential-scope';
import { decideApproval } from '../../device/device-approval.policy';
import { formatUserCode } from '../../device/user-code';
import type { Clock } from '../../shared/clock';
import { err, ok, type Result } from '../../shared/result';
import type { DeviceUnitOfWork } from './device-repositories';
import {
  findUserCodeCountingMisses,
  unanswerableReason,
  userCodeAttempt,
  type ApproveDeviceCodeError,
} from './user-code-attempt';

export type { ApprovalsLocked, ApproveDeviceCodeError } from './user-code-attempt';
export { USER_CODE_MESSAGES } from './user-code-attempt';

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
  const attempt = userCodeAttempt(actor, input.userCode);
  if (!attempt.ok) return attempt;
  const { userId, userCode } = attempt.value;
  const now = deps.clock.now();
  const answer = await deps.uow.transaction(async (repos): Promise<Answer> => {
    const lookup = await findUserCodeCountingMisses(repos, userId, userCode, now);
    if ('refused' in lookup) return lookup;
    const authorization = lookup.found;
    const decision = decideApproval(authorization, { approve: input.approve, userId }, now);
    if (decision.outcome !== 'decided') return { refused: unanswerableReason(decision) };
    const { outcome: _outcome, ...change } = decision;
    if (!(await repos.deviceAuthorizations.decide(authorization.id, change))) {
      return { refused: { kind: 'Conflict', message: 'user code was already answered' } };
    }
    const approved = decision.status === 'approved';
    return { answered: { userCode: formatUserCode(userCode), approved, scope: authorization.scope } };
  });
  return 'answered' in answer ? ok(answer.answered) : err(answer.refused);
}
