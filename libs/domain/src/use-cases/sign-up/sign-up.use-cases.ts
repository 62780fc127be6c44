import { isLinkToken, LINK_TOKEN_BYTES, newLinkToken } from '../../credentials/link-token';
import type { SecretHasher } from '../../credentials/secret-hasher.port';
import type { RandomSource } from '../../device/random-source.port';
import { isEmailAddress } from '../../identity/email-address';
import type { PasswordHasher } from '../../identity/password-hasher.port';
import { PENDING_SIGN_UP_LIFETIME_MS, type PendingSignUp } from '../../identity/pending-sign-up';
import { parseSignUpRequest } from '../../identity/requests/sign-up.request';
import { accountExistsMessage, verifyEmailMessage } from '../../identity/sign-up.email';
import type { User } from '../../identity/user';
import type { Repositories } from '../../ports/repositories';
import type { Clock } from '../../shared/clock';
import type { DomainError } from '../../shared/domain-error';
import type { IdGenerator } from '../../shared/id-generator';
import { err, ok, type Result } from '../../shared/result';
import type { SecretComparer } from '../webhook-in/secret-comparer.port';

export type SignUpRepositories = Pick<Repositories, 'users' | 'pendingSignUps' | 'emails'>;

/** What open sign-up needs (SIGN_UP=open, docs/accounts.md "Open sign-up"). */
export interface SignUpDeps {
  readonly uow: { transaction<T>(work: (repositories: SignUpRepositories) => Promise<T>): Promise<T> };
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly passwords: PasswordHasher;
  readonly random: RandomSource;
  readonly hasher: SecretHasher;
  readonly comparer: SecretComparer;
  /** `APP_URL`: the verification link points there. */
  readonly appUrl: string;
}

export interface OpenSignUpInput {
  readonly email: unknown;
  readonly name: unknown;
  readonly password: unknown;
}

/** The page a verification link opens: `/sign-up/verify/<id>/<token>`. */
export function signUpVerifyPath(id: string, token: string): string {
  return `/sign-up/verify/${encodeURIComponent(id)}/${token}`;
}

/**
 * POST /sign-up: a person asks for an account with an email, a name and a password. Nothing is
 * created yet: the email gets a link, and the account exists once it is followed (verifySignUp).
 * The answer is the same whether or not the email has an account (that address gets an email
 * saying so instead), and both take one password hash, so neither tells who has an account.
 * Asking again replaces the pending sign-up and its link. Bad fields are a Validation naming them.
 */
export async function requestSignUp(
  deps: SignUpDeps,
  input: OpenSignUpInput,
): Promise<Result<void, DomainError>> {
  const email = typeof input.email === 'string' ? input.email.trim().toLowerCase() : '';
  const parsed = parseSignUpRequest({ name: input.name, password: input.password });
  const issues = [
    ...(isEmailAddress(email) ? [] : [{ path: ['email'], message: 'must be an email address' }]),
    ...(parsed.ok ? [] : parsed.error),
  ];
  if (!parsed.ok || issues.length) return err({ kind: 'Validation', issues });
  const passwordHash = await deps.passwords.hash(parsed.value.password);
  const token = newLinkToken(deps.random.bytes(LINK_TOKEN_BYTES));
  const base = deps.appUrl.replace(/\/+$/, '');
  return deps.uow.transaction(async (repos) => {
    const now = deps.clock.now();
    await repos.pendingSignUps.deleteExpired(now);
    if ((await repos.users.findByEmail(email)) !== null) {
      const message = accountExistsMessage(email, `${base}/sign-in`);
      await repos.emails.enqueue({
        id: deps.ids.next('eml'),
        kind: 'account_exists',
        message,
        createdAt: now,
      });
      return ok(undefined);
    }
    const pending: PendingSignUp = {
      id: deps.ids.next('sgn'),
      email,
      name: parsed.value.name,
      passwordHash,
      tokenHash: deps.hasher.sha256Hex(token),
      createdAt: now,
      expiresAt: now + PENDING_SIGN_UP_LIFETIME_MS,
    };
    await repos.pendingSignUps.save(pending);
    const message = verifyEmailMessage(email, pending.name, `${base}${signUpVerifyPath(pending.id, token)}`);
    await repos.emails.enqueue({ id: deps.ids.next('eml'), kind: 'verify_email', message, createdAt: now });
    return ok(undefined);
  });
}

const LINK_NOT_FOUND: DomainError = { kind: 'NotFound', resource: 'sign-up' };

export const EMAIL_TAKEN: DomainError = {
  kind: 'Conflict',
  message: 'an account with this email exists: sign in',
};

async function pendingOfLink(
  deps: SignUpDeps,
  repos: SignUpRepositories,
  id: string,
  token: string,
): Promise<PendingSignUp | null> {
  if (!isLinkToken(token)) return null;
  const pending = await repos.pendingSignUps.findById(id);
  if (pending === null || deps.clock.now() >= pending.expiresAt) return null;
  return deps.comparer.same(deps.hasher.sha256Hex(token), pending.tokenHash) ? pending : null;
}

/** GET /sign-up/verify/{id}/{token}: whether the link is a live one (a page to confirm it). */
export async function checkSignUpLink(deps: SignUpDeps, id: string, token: string): Promise<boolean> {
  return deps.uow.transaction(async (repos) => (await pendingOfLink(deps, repos, id, token)) !== null);
}

/**
 * POST /sign-up/verify/{id}/{token}: the link is followed, so the email is the person's: the
 * account is created (verified) with the name and password chosen, and the pending sign-up (its
 * link) is used up. A wrong, used, replaced or expired link is 404; an email that got an account
 * meanwhile is EMAIL_TAKEN and the pending sign-up is dropped.
 */
export async function verifySignUp(
  deps: SignUpDeps,
  id: string,
  token: string,
): Promise<Result<User, DomainError>> {
  // A taken email still uses the link up: the transaction commits, and the answer says why.
  const created = await deps.uow.transaction(async (repos): Promise<Result<User | null, DomainError>> => {
    const pending = await pendingOfLink(deps, repos, id, token);
    if (pending === null) return err(LINK_NOT_FOUND);
    await repos.pendingSignUps.delete(pending.id);
    if ((await repos.users.findByEmail(pending.email)) !== null) return ok(null);
    const now = deps.clock.now();
    const user: User = { id: deps.ids.next('usr'), email: pending.email, name: pending.name, createdAt: now };
    if (!(await repos.users.insert(user))) return ok(null);
    await repos.users.setPasswordHash(user.id, pending.passwordHash);
    return ok(user);
  });
  if (!created.ok) return created;
  return created.value === null ? err(EMAIL_TAKEN) : ok(created.value);
}
