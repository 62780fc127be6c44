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
import { parseSpaceName } from '../../space/space-name.rules';

export interface CreateSpaceDeps {
  /** Only the repositories it writes, so a test can hand in memory ones; the api passes its UnitOfWork. */
  readonly uow: {
    transaction<T>(work: (repos: Pick<Repositories, 'spaces' | 'memberships'>) => Promise<T>): Promise<T>;
  };
  readonly ids: IdGenerator;
  readonly clock: Clock;
}

/** The plan of every space created by a person (bootstrap's too). */
const NEW_SPACE_PLAN = 'free';

/**
 * POST /v1/spaces: a person creates a space and becomes its owner, in one transaction. Only a
 * person acting with a write scope creates spaces: a space key acts as its one space and has no
 * user to own another, so to a key there is nothing here (404), as for POST /v1/tokens. Without a
 * currency the space's is `usd`.
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
    await repos.spaces.insert(space);
    await repos.memberships.add({ spaceId: space.id, userId: actor.userId, role: 'owner', createdAt: now });
    return ok({ space, role: 'owner', isMember: true });
  });
}
