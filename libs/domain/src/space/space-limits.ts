import type { DomainError } from '../shared/domain-error';
import { MS_PER_DAY } from '../shared/time';

/**
 * How much one person and one space may create (docs/credentials-and-members.md "Limits"): the
 * spaces a user owns, and the invitations a space sends in any rolling 24 hours. Set by the
 * operator (`SPACES_PER_USER_MAX`, `INVITATIONS_PER_SPACE_PER_DAY`).
 */
export interface SpaceLimits {
  readonly spacesPerUser: number;
  readonly invitationsPerSpacePerDay: number;
}

export const DEFAULT_SPACE_LIMITS: SpaceLimits = { spacesPerUser: 20, invitationsPerSpacePerDay: 50 };

/** The window of the invitation limit: the last 24 hours, rolling. */
export const INVITATION_LIMIT_WINDOW_MS = MS_PER_DAY;

export function spaceLimitReached(max: number): DomainError {
  return { kind: 'Conflict', message: `you have reached the limit of ${max} spaces` };
}

export function invitationLimitReached(max: number): DomainError {
  return { kind: 'Conflict', message: `this space has reached the limit of ${max} invitations a day` };
}

/** Port: the counts the limits are checked against, read under a lock so racing requests count right. */
export interface SpaceQuotaRepository {
  /** Locks the user's row until the transaction ends (their creations queue) and counts the spaces they own. */
  lockAndCountOwnedSpaces(userId: string): Promise<number>;
  /** Invitations the space sent (refreshes included) after `since`. Call under the space's lock. */
  countInvitationsSentSince(spaceId: string, since: number): Promise<number>;
  /** Records one sent invitation at `at`, and forgets the space's sends at or before `forgetUpTo`. */
  recordInvitationSent(spaceId: string, at: number, forgetUpTo: number): Promise<void>;
}
