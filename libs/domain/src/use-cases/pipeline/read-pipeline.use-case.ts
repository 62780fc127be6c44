import { reachSpace } from '../../access/space-access';
import type { Actor } from '../../credentials/actor';
import { DAY_MS, firstDayOfMonth } from '../../pipeline/calendar-month';
import { PIPELINE_STATUSES } from '../../pipeline/pipeline-deal';
import { forecastPipeline, type PipelineMonth } from '../../pipeline/pipeline-forecast';
import type { PipelineQuery } from '../../pipeline/pipeline-query';
import type { Repositories } from '../../ports/repositories';
import type { DomainError } from '../../shared/domain-error';
import { err, ok, type Result } from '../../shared/result';

export interface PipelineForecast {
  /** Lower-case ISO 4217: the one asked for, else the space's. */
  readonly currency: string;
  readonly months: readonly PipelineMonth[];
}

/**
 * GET /v1/spaces/{space}/pipeline (issue 25, item 6): whoever reaches the space (members and its
 * key) reads it. Deals in other currencies than the forecast's are not counted; the space's own
 * currency is the default (docs/pricing.md "Pipeline").
 */
export async function readPipeline(
  repos: Pick<Repositories, 'memberships' | 'spaces' | 'pipeline'>,
  actor: Actor,
  spaceId: string,
  query: PipelineQuery,
): Promise<Result<PipelineForecast, DomainError>> {
  const access = await reachSpace(repos, actor, spaceId);
  if (!access.ok) return access;
  let currency = query.currency;
  if (currency === null) {
    const space = await repos.spaces.findById(spaceId);
    if (!space) return err({ kind: 'NotFound', resource: 'space' });
    currency = space.currency;
  }
  const deals = await repos.pipeline.dealsForForecast({
    spaceId,
    currency,
    statuses: PIPELINE_STATUSES,
    from: firstDayOfMonth(query.from) * DAY_MS,
    to: firstDayOfMonth(query.to + 1) * DAY_MS - 1,
  });
  return ok({ currency, months: forecastPipeline(deals, query) });
}
