import type { DeviceAuthorization } from './device-authorization';

export type ApprovalDecision =
  | { readonly outcome: 'already_decided'; readonly status: 'approved' | 'denied' }
  | { readonly outcome: 'expired' }
  | {
      readonly outcome: 'decided';
      readonly status: 'approved' | 'denied';
      readonly decidedAt: number;
      readonly decidedBy: string;
    };

/**
 * A person's answer to a user code at `now`. A code is decided once: a second answer (the same or
 * the other) is refused and changes nothing, also after expiry. An undecided code can be answered
 * until it expires (expiry is inclusive: at `expiresAt` it is expired).
 */
export function decideApproval(
  authorization: Pick<DeviceAuthorization, 'status' | 'expiresAt'>,
  answer: { readonly approve: boolean; readonly userId: string },
  now: number,
): ApprovalDecision {
  if (authorization.status !== 'pending') return { outcome: 'already_decided', status: authorization.status };
  if (now >= authorization.expiresAt) return { outcome: 'expired' };
  return {
    outcome: 'decided',
    status: answer.approve ? 'approved' : 'denied',
    decidedAt: now,
    decidedBy: answer.userId,
  };
}
