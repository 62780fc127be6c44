import type { Actor } from '../../credentials/actor';
import type { CredentialScope } from '../../credentials/credential-scope';
import { decideApproval } from '../../device/device-approval.policy';
import { formatUserCode } from '../../device/user-code';
import { err, ok, type Result } from '../../shared/result';
import type { ApproveDeviceCodeDeps } from './approve-device-code.use-case';
import {
  findUserCodeCountingMisses,
  unanswerableReason,
  userCodeAttempt,
  type ApproveDeviceCodeError,
} from './user-code-attempt';

/** A device login waiting for a person's answer, as shown before they approve or deny it. */
export interface PendingDeviceLogin {
  /** Display form `XXXX-XXXX`. */
  readonly userCode: string;
  /** The scope the device asked for, which its token gets when approved. */
  readonly scope: CredentialScope;
  readonly expiresAt: number;
}

type Lookup = { readonly pending: PendingDeviceLogin } | { readonly refused: ApproveDeviceCodeError };

/**
 * The web application's confirmation step: which scope the device showing `userCode` asks for,
 * before the person approves or denies it. Held to every rule of answering (approveDeviceCode):
 * the same callers, and a code that matches nothing counts as a wrong attempt towards the same
 * lockout, so looking codes up is no way around the limit on guessing them. Changes no login.
 */
export async function lookUpDeviceCode(
  deps: ApproveDeviceCodeDeps,
  actor: Actor,
  typedUserCode: string,
): Promise<Result<PendingDeviceLogin, ApproveDeviceCodeError>> {
  const attempt = userCodeAttempt(actor, typedUserCode);
  if (!attempt.ok) return attempt;
  const { userId, userCode } = attempt.value;
  const now = deps.clock.now();
  const answer = await deps.uow.transaction(async (repos): Promise<Lookup> => {
    const lookup = await findUserCodeCountingMisses(repos, userId, userCode, now);
    if ('refused' in lookup) return lookup;
    // Whatever the answer would be, answering meets the same refusals: expired, or answered already.
    const probe = decideApproval(lookup.found, { approve: false, userId }, now);
    if (probe.outcome !== 'decided') return { refused: unanswerableReason(probe) };
    const { scope, expiresAt } = lookup.found;
    return { pending: { userCode: formatUserCode(userCode), scope, expiresAt } };
  });
  return 'pending' in answer ? ok(answer.pending) : err(answer.refused);
}
