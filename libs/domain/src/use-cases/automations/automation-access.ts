import { reachSpace, reachSpaceAsManager } from '../../access/space-access';
import type { Automation } from '../../automation/automation';
import type { Actor } from '../../credentials/actor';
import type { Repositories } from '../../ports/repositories';
import type { DomainError } from '../../shared/domain-error';
import { err, ok, type Result } from '../../shared/result';

/** The resource named when an automation, or the automation surface of a space, is out of reach. */
export const AUTOMATION = 'automation';
export const AUTOMATION_NOT_FOUND: DomainError = { kind: 'NotFound', resource: AUTOMATION };

export type AutomationAccessRepos = Pick<Repositories, 'automations' | 'memberships'>;

export interface AutomationReach {
  /** `manage`: owners and admins only (anyone else gets the same 404 as a stranger). */
  readonly manage: boolean;
  /** Locks the automation until the transaction ends, so concurrent changes queue. */
  readonly forUpdate?: boolean;
}

/**
 * Any member of the space, and its own key, may read its automations; owners and admins manage
 * them. An automation of another space is NotFound exactly like one that does not exist.
 */
export async function reachAutomation(
  repos: AutomationAccessRepos,
  actor: Actor,
  spaceId: string,
  automationId: string,
  reach: AutomationReach,
): Promise<Result<Automation, DomainError>> {
  const access = reach.manage
    ? await reachSpaceAsManager(repos, actor, spaceId, AUTOMATION)
    : await reachSpace(repos, actor, spaceId);
  if (!access.ok) return access;
  const automation = await repos.automations.findById(automationId, { forUpdate: reach.forUpdate === true });
  return automation !== null && automation.spaceId === spaceId ? ok(automation) : err(AUTOMATION_NOT_FOUND);
}

/** A request the automation's kind refuses (409), worded for the caller. */
export const conflict = (message: string): DomainError => ({ kind: 'Conflict', message });
