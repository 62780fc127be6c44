import { passwordIssues } from '../../identity/password.policy';
import type { DomainError } from '../../shared/domain-error';
import { err, ok, type Result } from '../../shared/result';
import type { SessionDeps } from './session-deps';

export interface SetPasswordInput {
  readonly email: string;
  readonly password: string;
}

/**
 * Sets a user's password (from `npm run bootstrap`, an operator's tool) and ends the user's
 * sessions, so a reset also signs out every browser that had the old password.
 */
export async function setPassword(
  deps: Pick<SessionDeps, 'users' | 'sessions' | 'passwords' | 'clock'>,
  input: SetPasswordInput,
): Promise<Result<{ readonly userId: string }, DomainError>> {
  const issues = passwordIssues(input.password);
  if (issues.length) return err({ kind: 'Validation', issues });
  const user = await deps.users.findByEmail(input.email.trim().toLowerCase());
  if (!user) return err({ kind: 'NotFound', resource: 'user' });
  await deps.users.setPasswordHash(user.id, await deps.passwords.hash(input.password));
  await deps.sessions.revokeAllOfUser(user.id, deps.clock.now());
  return ok({ userId: user.id });
}
