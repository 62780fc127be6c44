import { isLinkToken, LINK_TOKEN_BYTES, newLinkToken } from '../../credentials/link-token';
import type { SecretHasher } from '../../credentials/secret-hasher.port';
import type { RandomSource } from '../../device/random-source.port';
import { isEmailAddress } from '../../identity/email-address';
import type { PasswordHasher } from '../../identity/password-hasher.port';
import { PASSWORD_RESET_LIFETIME_MS, type PasswordReset } from '../../identity/password-reset';
import { passwordResetMessage } from '../../identity/password-reset.email';
import { passwordIssues } from '../../identity/password.policy';
import type { User } from '../../identity/user';
import type { Repositories } from '../../ports/repositories';
import type { Clock } from '../../shared/clock';
import type { DomainError } from '../../shared/domain-error';
import type { IdGenerator } from '../../shared/id-generator';
import { err, ok, type Result } from '../../shared/result';
import type { SecretComparer } from '../webhook-in/secret-comparer.port';

export type PasswordResetRepositories = Pick<
  Repositories,
  'users' | 'passwordResets' | 'emails' | 'sessions'
>;

/** What "forgot password" needs (docs/accounts.md "Password reset"). */
export interface PasswordResetDeps {
  readonly uow: {
    readonly repositories: PasswordResetRepositories;
    transaction<T>(work: (repositories: PasswordResetRepositories) => Promise<T>): Promise<T>;
  };
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly passwords: PasswordHasher;
  readonly random: RandomSource;
  readonly hasher: SecretHasher;
  readonly comparer: SecretComparer;
  /** `APP_URL`: the link points there. */
  readonly appUrl: string;
}

/** The page a reset link opens: `/reset-password/<id>/<token>`. */
export function passwordResetPath(id: string, token: string): string {
  return `/reset-password/${encodeURIComponent(id)}/${token}`;
}

/** The email a "forgot password" form was given, trimmed and lower-cased, or a Validation naming it. */
export function resetEmailOf(input: unknown): Result<string, DomainError> {
  const email = typeof input === 'string' ? input.trim().toLowerCase() : '';
  return isEmailAddress(email)
    ? ok(email)
    : err({ kind: 'Validation', issues: [{ path: ['email'], message: 'must be an email address' }] });
}

/**
 * POST /forgot-password: an email with an account gets a link to choose a new password, valid
 * once for an hour; an email without one gets nothing. The answer is the same either way (the
 * caller shows one page), and both do one read and one write transaction. Rate limits are the
 * adapter's (per client address and per email).
 */
export async function requestPasswordReset(deps: PasswordResetDeps, email: string): Promise<void> {
  const token = newLinkToken(deps.random.bytes(LINK_TOKEN_BYTES));
  const base = deps.appUrl.replace(/\/+$/, '');
  await deps.uow.transaction(async (repos) => {
    const now = deps.clock.now();
    await repos.passwordResets.deleteExpiredBefore(now);
    const user = await repos.users.findByEmail(email);
    if (user === null) return;
    const reset: PasswordReset = {
      id: deps.ids.next('pwr'),
      userId: user.id,
      tokenHash: deps.hasher.sha256Hex(token),
      createdAt: now,
      expiresAt: now + PASSWORD_RESET_LIFETIME_MS,
      usedAt: null,
    };
    await repos.passwordResets.insert(reset);
    const message = passwordResetMessage(user.email, `${base}${passwordResetPath(reset.id, token)}`);
    await repos.emails.enqueue({ id: deps.ids.next('eml'), kind: 'password_reset', message, createdAt: now });
  });
}

const LINK_NOT_FOUND: DomainError = { kind: 'NotFound', resource: 'password reset' };

/** The open reset behind a link: its token's hash compared in constant time, unused, unexpired. */
async function resetOfLink(
  deps: PasswordResetDeps,
  repos: PasswordResetRepositories,
  id: string,
  token: string,
): Promise<PasswordReset | null> {
  if (!isLinkToken(token)) return null;
  const reset = await repos.passwordResets.findById(id);
  if (reset === null || reset.usedAt !== null || deps.clock.now() >= reset.expiresAt) return null;
  return deps.comparer.same(deps.hasher.sha256Hex(token), reset.tokenHash) ? reset : null;
}

/** GET /reset-password/{id}/{token}: the email of a live link (its form says whose), or null. */
export async function checkPasswordResetLink(
  deps: PasswordResetDeps,
  id: string,
  token: string,
): Promise<string | null> {
  const repos = deps.uow.repositories;
  const reset = await resetOfLink(deps, repos, id, token);
  return reset === null ? null : ((await repos.users.findById(reset.userId))?.email ?? null);
}

/**
 * POST /reset-password/{id}/{token}: sets the new password, uses up the link (and every other open
 * link of the user), and signs the user out of every web session. API tokens are not touched. A
 * dead link is NotFound and is checked before the password is hashed; a bad password is a
 * Validation naming `password`, and nothing is written either way.
 */
export async function resetPassword(
  deps: PasswordResetDeps,
  id: string,
  token: string,
  password: unknown,
): Promise<Result<User, DomainError>> {
  const repos = deps.uow.repositories;
  const reset = await resetOfLink(deps, repos, id, token);
  if (reset === null) return err(LINK_NOT_FOUND);
  const chosen = typeof password === 'string' ? password : '';
  const issues = passwordIssues(chosen);
  if (issues.length) return err({ kind: 'Validation', issues });
  const passwordHash = await deps.passwords.hash(chosen);
  return deps.uow.transaction(async (inside): Promise<Result<User, DomainError>> => {
    const now = deps.clock.now();
    const user = await inside.users.findById(reset.userId);
    if (user === null || !(await inside.passwordResets.useAllOfUser(reset.userId, reset.id, now))) {
      return err(LINK_NOT_FOUND);
    }
    await inside.users.setPasswordHash(user.id, passwordHash);
    await inside.sessions.revokeAllOfUser(user.id, now);
    return ok(user);
  });
}
