import type { Actor } from '../credentials/actor';
import { canManageSpace, type SpaceRole } from '../credentials/space-role';
import type { DomainError } from '../shared/domain-error';
import { err, ok, type Result } from '../shared/result';
import type { MembershipRepository } from '../space/space.repository';

/** An actor's standing in one space, once it is known to reach it. */
export interface SpaceAccess {
  readonly spaceId: string;
  readonly actor: Actor;
  /** The member's role; null for a space key, which acts as the space but is no member of it. */
  readonly role: SpaceRole | null;
}

export interface SpaceAccessDeps {
  /** Only the role lookup: access checks never write. */
  readonly memberships: Pick<MembershipRepository, 'roleOf'>;
}

const SPACE_NOT_FOUND: DomainError = { kind: 'NotFound', resource: 'space' };

/**
 * Whether an actor reaches a space (CONTRACT §2): a personal token through its user's membership
 * *now*, a space key only its own space. A space out of reach is NotFound, never Forbidden, so the
 * answer tells nobody whether the space exists.
 */
export async function reachSpace(
  deps: SpaceAccessDeps,
  actor: Actor,
  spaceId: string,
): Promise<Result<SpaceAccess, DomainError>> {
  const userId = memberIdOf(actor);
  const role = userId === null ? null : await deps.memberships.roleOf(spaceId, userId);
  return spaceAccessOf(actor, spaceId, role);
}

/** The user whose membership decides what the actor reaches; null for a space key, which is no member. */
export function memberIdOf(actor: Actor): string | null {
  return actor.kind === 'space_key' ? null : actor.userId;
}

/**
 * reachSpace's answer once the actor's role in the space is read (null: no member): for a read that
 * carries the role with what its change needs, a round trip fewer than `roleOf` (issue 25).
 */
export function spaceAccessOf(
  actor: Actor,
  spaceId: string,
  memberRole: SpaceRole | null,
): Result<SpaceAccess, DomainError> {
  if (actor.kind === 'space_key') {
    return actor.spaceId === spaceId ? ok({ spaceId, actor, role: null }) : err(SPACE_NOT_FOUND);
  }
  return memberRole === null ? err(SPACE_NOT_FOUND) : ok({ spaceId, actor, role: memberRole });
}

/**
 * Owners and admins manage a space's keys, members and automations. Everyone else, space keys
 * included (a key must not mint keys), gets the same NotFound as a stranger: the management
 * surface of a space is not visible to them at all.
 */
export function checkManager(access: SpaceAccess, resource: string): Result<SpaceAccess, DomainError> {
  return access.role !== null && canManageSpace(access.role)
    ? ok(access)
    : err({ kind: 'NotFound', resource });
}

/** Reaches a space and requires its owner or admin role, in one step. */
export async function reachSpaceAsManager(
  deps: SpaceAccessDeps,
  actor: Actor,
  spaceId: string,
  resource: string,
): Promise<Result<SpaceAccess, DomainError>> {
  const access = await reachSpace(deps, actor, spaceId);
  return access.ok ? checkManager(access.value, resource) : access;
}
