import type { Actor } from '../../credentials/actor';
import type { Deal } from '../../deal/deal';
import type { DealVersion } from '../../deal/deal-version';
import type { Phase } from '../../deal/phase';
import type { Repositories } from '../../ports/repositories';
import type { DomainError } from '../../shared/domain-error';
import { ok, type Result } from '../../shared/result';
import type { PageQuery } from '../../shared/page-query';
import { keysetPage, type KeysetPage } from '../keyset-page';
import { reachDeal } from './reach-deal';

type ReadRepos = Pick<Repositories, 'deals' | 'memberships' | 'phases' | 'versions'>;

/** GET /v1/deal/{id}. */
export async function getDeal(
  repos: ReadRepos,
  actor: Actor,
  dealId: string,
): Promise<Result<Deal, DomainError>> {
  const reached = await reachDeal(repos, actor, dealId);
  return reached.ok ? ok(reached.value.deal) : reached;
}

/** GET /v1/deal/{id}/phases: the deal with its phases, which need its start to be placed. */
export async function listPhases(
  repos: ReadRepos,
  actor: Actor,
  dealId: string,
): Promise<Result<{ deal: Deal; phases: Phase[] }, DomainError>> {
  const reached = await reachDeal(repos, actor, dealId);
  if (!reached.ok) return reached;
  return ok({ deal: reached.value.deal, phases: await repos.phases.listByDeal(dealId) });
}

/**
 * GET /v1/deal/{id}/phases: one page of the deal's phases in the order they were added, after the
 * phase `afterId` names. A deal's phases are read whole (a reschedule reads them all too), so the
 * page is cut here; a cursor naming a phase removed since gives an empty last page, as the other
 * lists do for a row gone between pages.
 */
export async function listPhasePage(
  repos: ReadRepos,
  actor: Actor,
  dealId: string,
  page: PageQuery,
): Promise<Result<{ deal: Deal; page: KeysetPage<Phase> }, DomainError>> {
  const reached = await reachDeal(repos, actor, dealId);
  if (!reached.ok) return reached;
  const phases = await repos.phases.listByDeal(dealId);
  const start = page.afterId === null ? 0 : phases.findIndex((phase) => phase.id === page.afterId) + 1;
  const rest = start === 0 && page.afterId !== null ? [] : phases.slice(start, start + page.limit + 1);
  return ok({ deal: reached.value.deal, page: keysetPage(rest, page.limit, (phase) => phase.id) });
}

/** GET /v1/deal/{id}/versions: newest first, one keyset page. */
export async function listVersions(
  repos: ReadRepos,
  actor: Actor,
  dealId: string,
  page: PageQuery,
): Promise<Result<KeysetPage<DealVersion>, DomainError>> {
  const reached = await reachDeal(repos, actor, dealId);
  if (!reached.ok) return reached;
  const found = await repos.versions.listByDeal(dealId, { limit: page.limit + 1, afterId: page.afterId });
  return ok(keysetPage(found, page.limit, (version) => version.id));
}
