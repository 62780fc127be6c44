import type { Actor } from '../../credentials/actor';
import type { NewRoleRequest, RoleEditRequest } from '../../pricing/requests/role.request';
import type { Role } from '../../pricing/role';
import type { Repositories } from '../../ports/repositories';
import type { DomainError } from '../../shared/domain-error';
import type { PageQuery } from '../../shared/page-query';
import { err, ok, type Result } from '../../shared/result';
import { keysetPage, type KeysetPage } from '../keyset-page';
import type { PricingWriteDeps } from './pricing.deps';
import { reachPricingSpace, ROLE, ROLE_NOT_FOUND } from './pricing-access';

/** POST /v1/spaces/{space}/roles: owners and admins. */
export async function createRole(
  deps: PricingWriteDeps,
  actor: Actor,
  spaceId: string,
  input: NewRoleRequest,
): Promise<Result<Role, DomainError>> {
  return deps.uow.transaction(async (repos) => {
    const access = await reachPricingSpace(repos, actor, spaceId, ROLE, true);
    if (!access.ok) return access;
    const now = deps.clock.now();
    const role: Role = {
      id: deps.ids.next('rol'),
      spaceId,
      name: input.name,
      unit: input.unit,
      archived: false,
      createdAt: now,
      updatedAt: now,
    };
    await repos.roles.insert(role);
    return ok(role);
  });
}

/** GET /v1/spaces/{space}/roles: any member, and the space's key; archived roles included. */
export async function listRoles(
  repos: Pick<Repositories, 'memberships' | 'roles'>,
  actor: Actor,
  spaceId: string,
  page: PageQuery,
): Promise<Result<KeysetPage<Role>, DomainError>> {
  const access = await reachPricingSpace(repos, actor, spaceId, ROLE, false);
  if (!access.ok) return access;
  const found = await repos.roles.listForSpace(spaceId, { limit: page.limit + 1, afterId: page.afterId });
  return ok(keysetPage(found, page.limit, (role) => role.id));
}

/** PATCH /v1/spaces/{space}/roles/{id}: owners and admins; `archived: false` restores a role. */
export async function updateRole(
  deps: PricingWriteDeps,
  actor: Actor,
  spaceId: string,
  roleId: string,
  edit: RoleEditRequest,
): Promise<Result<Role, DomainError>> {
  return deps.uow.transaction(async (repos) => {
    const role = await reachRole(repos, actor, spaceId, roleId);
    if (!role.ok) return role;
    const next: Role = { ...role.value, ...edit, updatedAt: deps.clock.now() };
    await repos.roles.update(next);
    return ok(next);
  });
}

/**
 * DELETE /v1/spaces/{space}/roles/{id}: archives the role. It is never removed: the deals whose
 * estimates use it keep pricing with it; it only takes no new estimate and no new rate.
 */
export async function archiveRole(
  deps: PricingWriteDeps,
  actor: Actor,
  spaceId: string,
  roleId: string,
): Promise<Result<Role, DomainError>> {
  return deps.uow.transaction(async (repos) => {
    const role = await reachRole(repos, actor, spaceId, roleId);
    if (!role.ok) return role;
    if (role.value.archived) return ok(role.value);
    const next: Role = { ...role.value, archived: true, updatedAt: deps.clock.now() };
    await repos.roles.update(next);
    return ok(next);
  });
}

async function reachRole(
  repos: Repositories,
  actor: Actor,
  spaceId: string,
  roleId: string,
): Promise<Result<Role, DomainError>> {
  const access = await reachPricingSpace(repos, actor, spaceId, ROLE, true);
  if (!access.ok) return access;
  const role = await repos.roles.findById(roleId);
  return role !== null && role.spaceId === spaceId ? ok(role) : err(ROLE_NOT_FOUND);
}
