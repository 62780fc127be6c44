import type { Actor } from '../../credentials/actor';
import type { UnitOfWork } from '../../ports/repositories';
import type { DomainError } from '../../shared/domain-error';
import { ok, type Result } from '../../shared/result';
import { reachAutomation } from './automation-access';

/**
 * DELETE /v1/spaces/{space}/automations/{id}: owners and admins. Its actions, queued deliveries and
 * delivery log go with it (docs/automations.md); deleting it again is 404.
 */
export async function deleteAutomation(
  deps: { readonly uow: UnitOfWork },
  actor: Actor,
  spaceId: string,
  automationId: string,
): Promise<Result<void, DomainError>> {
  return deps.uow.transaction(async (repos) => {
    const reached = await reachAutomation(repos, actor, spaceId, automationId, {
      manage: true,
      forUpdate: true,
    });
    if (!reached.ok) return reached;
    await repos.automations.delete(automationId);
    return ok(undefined);
  });
}
