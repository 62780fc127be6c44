import type { DealStatus } from '../deal/deal-status';
import type { PipelineDeal } from './pipeline-deal';

/** Which deals a forecast reads: a space's, in one currency, scheduled across [from, to]. */
export interface PipelineDealsQuery {
  readonly spaceId: string;
  readonly currency: string;
  readonly statuses: readonly DealStatus[];
  /** Instants (epoch ms): the first moment of the first month, the last of the last month. */
  readonly from: number;
  readonly to: number;
}

/**
 * Port: the deals of a forecast with their phases, in one read. A deal may be returned that turns
 * out to have no day in the range (the forecast skips it); one that has a day there is never missed.
 * Archived deals and deals without a price are not returned.
 */
export interface PipelineRepository {
  dealsForForecast(query: PipelineDealsQuery): Promise<PipelineDeal[]>;
}
