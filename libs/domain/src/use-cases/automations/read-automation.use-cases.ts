import { reachSpace } from '../../access/space-access';
import type { Automation } from '../../automation/automation';
import type { Actor } from '../../credentials/actor';
import type { DomainError } from '../../shared/domain-error';
import { ok, type Result } from '../../shared/result';
import type { PageQuery } from '../../shared/page-query';
import { keysetPage, type KeysetPage } from '../keyset-page';
import { reachAutomation, type AutomationAccessRepos } from './automation-access';

/** GET /v1/spaces/{space}/automations: any member (and the space's key), oldest first, no secrets. */
export async function listAutomations(
  repos: AutomationAccessRepos,
  actor: Actor,
  spaceId: string,
  page: PageQuery,
): Promise<Result<KeysetPage<Automation>, DomainError>> {
  const access = await reachSpace(repos, actor, spaceId);
  if (!access.ok) return access;
  const found = await repos.automations.listBySpace(spaceId, {
    limit: page.limit + 1,
    afterId: page.afterId,
  });
  return ok(keysetPage(found, page.limit, (automation) => automation.id));
}

/** GET /v1/spaces/{space}/automations/{id}: any member (and the space's key), no secrets. */
export async function getAutomation(
  repos: AutomationAccessRepos,
  actor: Actor,
  spaceId: string,
  automationId: string,
): Promise<Result<Automation, DomainError>> {
  return reachAutomation(repos, actor, spaceId, automationId, { manage: false });
}
