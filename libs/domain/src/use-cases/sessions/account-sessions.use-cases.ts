import { passwordIssues, PASSWORD_MAX_LENGTH } from '../../identity/password.policy';
import type { WebSession } from '../../identity/web-session';
import type { DomainError } from '../../shared/domain-error';
import { err, ok, type Result } from '../../shared/result';
import type { ValidationIssue } from '../../shared/validation-issue';
import type { SessionDeps } from './session-deps';

/** Who is asking: the signed-in user and the session they ask from. */
export interface SessionOwner {
  readonly userId: string;
  readonly sessionId: string;
}

/** The account page's list: the person's live web sessions, the most recently seen first. */
export function listMySessions(
  deps: Pick<SessionDeps, 'sessions' | 'clock'>,
  owner: SessionOwner,
): Promise<WebSession[]> {
  return deps.sessions.listLiveOfUser(owner.userId, deps.clock.now());
}

/** Signs out one of the person's own sessions; anyone else's (or an ended one) is NotFound. */
export async function signOutSession(
  deps: Pick<SessionDeps, 'sessions' | 'clock'>,
  owner: SessionOwner,
  sessionId: string,
): Promise<Result<void, DomainError>> {
  const ended = await deps.sessions.revokeOfUser(owner.userId, sessionId, deps.clock.now());
  return ended ? ok(undefined) : err({ kind: 'NotFound', resource: 'session' });
}

/** Signs out every session of the person, the one asking included. */
export async function signOutEverywhere(
  deps: Pick<SessionDeps, 'sessions' | 'clock'>,
  owner: SessionOwner,
): Promise<void> {
  await deps.sessions.revokeAllOfUser(owner.userId, deps.clock.now());
}

export interface ChangePasswordInput {
  readonly currentPassword: string;
  readonly password: string;
}

/**
 * The account page's password change: the current password first (a browser left signed in does
 * not let someone else take the account over), then the new one by the password policy. Every
 * issue names its field (`current_password`, `password`) and nothing is written. The person's other
 * sessions are signed out; the one they changed it in stays.
 */
export async function changePassword(
  deps: Pick<SessionDeps, 'users' | 'sessions' | 'passwords' | 'clock'>,
  owner: SessionOwner,
  input: ChangePasswordInput,
): Promise<Result<void, DomainError>> {
  const user = await deps.users.findById(owner.userId);
  if (!user) return err({ kind: 'NotFound', resource: 'user' });
  const issues: ValidationIssue[] = [];
  const tooLong = [...input.currentPassword].length > PASSWORD_MAX_LENGTH;
  const stored = tooLong ? null : await deps.users.findWithPasswordHash(user.email);
  const current =
    stored !== null &&
    stored.user.id === user.id &&
    (await deps.passwords.verify(stored.passwordHash, input.currentPassword));
  if (!current) issues.push({ path: ['current_password'], message: 'is not your current password' });
  issues.push(...passwordIssues(input.password));
  if (issues.length) return err({ kind: 'Validation', issues });
  await deps.users.setPasswordHash(user.id, await deps.passwords.hash(input.password));
  await deps.sessions.revokeAllOfUser(user.id, deps.clock.now(), owner.sessionId);
  return ok(undefined);
}
