import type { Actor } from '../../credentials/actor';
import { checkWriteAllowed } from '../../credentials/credential-scope';
import type { Repositories } from '../../ports/repositories';
import type { Clock } from '../../shared/clock';
import type { DomainError } from '../../shared/domain-error';
import type { IdGenerator } from '../../shared/id-generator';
import { err, ok, type Result } from '../../shared/result';
import type { ValidationIssue } from '../../shared/validation-issue';
import type { ReachableSpace, Space } from '../../space/space';
import { DEFAULT_SPACE_CURRENCY, parseSpaceCurrency } from '../../space/space-currency.rules';
import { spaceLimitReached, type SpaceLimits } from '../../space/space-limits';
import { parseSpaceName } from '../../space/space-name.rules';

export interface CreateSpaceDeps {
  /** Only the repositories it writes, so a test can hand in memory ones; the api passes its UnitOfWork. */
  readonly uow: {
    transaction<T>(
      work: (repos: Pick<Repositories, 'spaces' | 'memberships' | 'spaceQuotas'>) => Promise<T>,
    ): Promise<T>;
  };
  readonly limits: Pick<SpaceLimits, 'spacesPerUser'>;
  readonly ids: IdGenerator;
  readonly clock: Clock;
}

/** The plan of every space created by a person (bootstrap's too). */
const NEW_SPACE_PLAN = 'free';

/**
 * POST /v1/spaces: a person creates a space and becomes its owner, in one transaction. Only a
 * person acting with a write scope creates spaces: a space key acts as its one space and has no
 * user to own another, so to a key there is nothing here (404), as for POST /v1/tokens. Without a
 * currency the space's is `usd`. A person owns at most `limits.spacesPerUser` spaces (409 beyond):
 * counted under a lock on their user row, so creations racing each other cannot pass the limit together.
 */
export async function createSpace(
  deps: CreateSpaceDeps,
  actor: Actor,
  input: { readonly name: unknown; readonly currency?: unknown },
): Promise<Result<ReachableSpace, DomainError>> {
  if (actor.kind !== 'user') return err({ kind: 'NotFound', resource: 'space' });
  const writable = checkWriteAllowed(actor.scope);
  if (!writable.ok) return writable;
  const name = parseSpaceName(input.name);
  const currency =
    input.currency === undefined ? ok(DEFAULT_SPACE_CURRENCY) : parseSpaceCurrency(input.currency);
  const issues: ValidationIssue[] = [...(name.ok ? [] : name.error), ...(currency.ok ? [] : currency.error)];
  if (!name.ok || !currency.ok) return err({ kind: 'Validation', issues });
  const now = deps.clock.now();
  const space: Space = {
    id: deps.ids.next('spc'),
    name: name.value,
    plan: NEW_SPACE_PLAN,
    currency: currency.value,
    createdAt: now,
    updatedAt: now,
  };
  return deps.uow.transaction(async (repos) => {
    const owned = await repos.spaceQuotas.lockAndCountOwnedSpaces(actor.userId);
    if (owned >= deps.limits.spacesPerUser) return err(spaceLimitReached(deps.limits.spacesPerUser));
    await repos.spaces.insert(space);
    await repos.memberships.add({ spaceId: space.id, userId: actor.userId, role: 'owner', createdAt: now });
    return ok({ space, role: 'owner', isMember: true });
  });
}
