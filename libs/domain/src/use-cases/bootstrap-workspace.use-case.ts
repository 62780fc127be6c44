import type { TokenIssuer } from '../credentials/token-issuer.port';
import type { PersonalToken } from '../credentials/credential';
import type { Clock } from '../shared/clock';
import type { DomainError } from '../shared/domain-error';
import type { IdGenerator } from '../shared/id-generator';
import { err, ok, type Result } from '../shared/result';
import type { UnitOfWork } from '../ports/repositories';
import { isEmailAddress } from '../identity/email-address';

export interface BootstrapDeps {
  readonly uow: UnitOfWork;
  readonly ids: IdGenerator;
  readonly clock: Clock;
  readonly tokens: TokenIssuer;
}

export interface BootstrapInput {
  readonly email: string;
  readonly name: string;
  readonly spaceName: string;
}

export interface BootstrapResult {
  readonly user: { readonly id: string; readonly email: string };
  readonly space: { readonly id: string; readonly name: string };
  readonly tokens: { readonly read_write: string; readonly read: string };
}

/**
 * A new user who owns a new space, with a read_write and a read personal token: everything a
 * newcomer needs to call the API at once (CONTRACT §1, `npm run bootstrap -- --json`).
 */
export async function bootstrapWorkspace(
  deps: BootstrapDeps,
  input: BootstrapInput,
): Promise<Result<BootstrapResult, DomainError>> {
  const email = input.email.trim().toLowerCase();
  if (!isEmailAddress(email)) {
    return err({ kind: 'Validation', issues: [{ path: ['email'], message: 'must be an email address' }] });
  }
  return deps.uow.transaction(async (repos) => {
    if (await repos.users.findByEmail(email)) {
      return err({ kind: 'Validation', issues: [{ path: ['email'], message: 'is already registered' }] });
    }
    const now = deps.clock.now();
    const user = { id: deps.ids.next('usr'), email, name: input.name, createdAt: now };
    const space = {
      id: deps.ids.next('spc'),
      name: input.spaceName,
      plan: 'free',
      createdAt: now,
      updatedAt: now,
    };
    if (!(await repos.users.insert(user))) {
      return err({ kind: 'Validation', issues: [{ path: ['email'], message: 'is already registered' }] });
    }
    await repos.spaces.insert(space);
    await repos.memberships.add({ spaceId: space.id, userId: user.id, role: 'owner', createdAt: now });
    const issued = { read_write: deps.tokens.issue('personal'), read: deps.tokens.issue('personal') };
    for (const scope of ['read_write', 'read'] as const) {
      const token: PersonalToken = {
        kind: 'personal',
        id: deps.ids.next('tok'),
        tokenHash: issued[scope].tokenHash,
        name: `bootstrap ${scope}`,
        scope,
        userId: user.id,
        createdAt: now,
        expiresAt: null,
        revokedAt: null,
        lastUsedAt: null,
      };
      await repos.credentials.insert(token);
    }
    return ok({
      user: { id: user.id, email: user.email },
      space: { id: space.id, name: space.name },
      tokens: { read_write: issued.read_write.token, read: issued.read.token },
    });
  });
}
