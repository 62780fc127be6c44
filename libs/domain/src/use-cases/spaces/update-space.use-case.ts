import { reachSpaceAsManager } from '../../access/space-access';
import type { Actor } from '../../credentials/actor';
import { checkWriteAllowed } from '../../credentials/credential-scope';
import type { Repositories } from '../../ports/repositories';
import type { Clock } from '../../shared/clock';
import type { DomainError } from '../../shared/domain-error';
import { err, ok, type Result } from '../../shared/result';
import type { ValidationIssue } from '../../shared/validation-issue';
import type { ReachableSpace } from '../../space/space';
import { parseSpaceCurrency } from '../../space/space-currency.rules';
import { parseSpaceName } from '../../space/space-name.rules';

export interface UpdateSpaceDeps {
  readonly repos: Pick<Repositories, 'spaces' | 'memberships'>;
  readonly clock: Clock;
}

/** What an admin meets changing the currency: the owner-only rule, as for the owner role. */
export const CURRENCY_OWNER_ONLY: DomainError = {
  kind: 'Conflict',
  message: "only an owner may change a space's currency",
};

/**
 * PATCH /v1/spaces/{space}: owners and admins rename a space; only owners change its currency
 * (an admin gets 409, as for the owner role). A plain member, a space key and a stranger get
 * `404 space not found`, as the management surface of a space answers anyone else. A field left
 * out, or sent with its current value, changes nothing; nothing changed: no new `updated_at`. A
 * new currency is for the deals created after it: existing deals keep theirs.
 */
export async function updateSpace(
  deps: UpdateSpaceDeps,
  actor: Actor,
  spaceId: string,
  input: { readonly name?: unknown; readonly currency?: unknown },
): Promise<Result<ReachableSpace, DomainError>> {
  const writable = checkWriteAllowed(actor.scope);
  if (!writable.ok) return writable;
  const name = input.name === undefined ? ok(undefined) : parseSpaceName(input.name);
  const currency = input.currency === undefined ? ok(undefined) : parseSpaceCurrency(input.currency);
  const issues: ValidationIssue[] = [...(name.ok ? [] : name.error), ...(currency.ok ? [] : currency.error)];
  if (!name.ok || !currency.ok) return err({ kind: 'Validation', issues });
  const access = await reachSpaceAsManager(deps.repos, actor, spaceId, 'space');
  if (!access.ok) return access;
  const space = await deps.repos.spaces.findById(spaceId);
  if (space === null) return err({ kind: 'NotFound', resource: 'space' });
  const reached = { role: access.value.role, isMember: true };
  const next = { name: name.value ?? space.name, currency: currency.value ?? space.currency };
  if (next.currency !== space.currency && access.value.role !== 'owner') return err(CURRENCY_OWNER_ONLY);
  if (next.name === space.name && next.currency === space.currency) return ok({ space, ...reached });
  const updatedAt = deps.clock.now();
  await deps.repos.spaces.update(spaceId, next, updatedAt);
  return ok({ space: { ...space, ...next, updatedAt }, ...reached });
}
