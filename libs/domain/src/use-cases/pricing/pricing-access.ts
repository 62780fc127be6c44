import { reachSpace, reachSpaceAsManager, type SpaceAccess } from '../../access/space-access';
import type { Actor } from '../../credentials/actor';
import type { RoleRate } from '../../pricing/pricing';
import type { Role } from '../../pricing/role';
import type { Repositories } from '../../ports/repositories';
import type { DomainError } from '../../shared/domain-error';
import { err, ok, type Result } from '../../shared/result';

export const ROLE = 'role';
export const RATE_CARD = 'rate card';
export const ROLE_NOT_FOUND: DomainError = { kind: 'NotFound', resource: ROLE };
export const RATE_CARD_NOT_FOUND: DomainError = { kind: 'NotFound', resource: RATE_CARD };

/** A refusal worded for the caller (409). */
export const pricingConflict = (message: string): DomainError => ({ kind: 'Conflict', message });

/**
 * Roles and rate cards are the space's: any member and the space's own key read them; owners and
 * admins write them (anyone else gets the same 404 as a stranger, as for automations).
 */
export async function reachPricingSpace(
  repos: Pick<Repositories, 'memberships'>,
  actor: Actor,
  spaceId: string,
  resource: string,
  manage: boolean,
): Promise<Result<SpaceAccess, DomainError>> {
  return manage ? reachSpaceAsManager(repos, actor, spaceId, resource) : reachSpace(repos, actor, spaceId);
}

/**
 * The roles a list of rates names, checked against the space: a role of another space is as out of
 * reach as anything of another space (404 `role not found`); one that does not exist, or one that
 * is archived and not already among `kept`, is refused by name (409).
 */
export async function checkRatedRoles(
  repos: Pick<Repositories, 'roles'>,
  spaceId: string,
  rates: readonly RoleRate[],
  kept: ReadonlySet<string> = new Set(),
): Promise<Result<readonly Role[], DomainError>> {
  const found = new Map(
    (await repos.roles.findByIds(rates.map((rate) => rate.roleId))).map((r) => [r.id, r]),
  );
  for (const { roleId } of rates) {
    const role = found.get(roleId);
    if (!role) return err(pricingConflict(`role ${roleId} is unknown`));
    if (role.spaceId !== spaceId) return err(ROLE_NOT_FOUND);
    if (role.archived && !kept.has(roleId)) return err(pricingConflict(`role ${roleId} is archived`));
  }
  return ok([...found.values()]);
}
