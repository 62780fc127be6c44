import {
  isDealStatus,
  type PipelineDeal,
  type PipelineDealsQuery,
  type PipelineRepository,
} from '@deal/domain';
import type { EntityManager } from 'typeorm';
import { oneOf, toEpochOrNull, toNumberOrNull } from './row-values';

interface PipelineRow {
  readonly id: string;
  readonly status: string;
  readonly price: string;
  readonly cost: string | null;
  readonly probability: string | null;
  readonly start_at: Date | null;
  readonly due_at: Date | null;
  /** `[[start_ms, end_ms], …]`: each dated phase's absolute dates (json, parsed or as text). */
  readonly phases: [number, number][] | string;
}

const EPOCH_MS = (column: string) => `(extract(epoch FROM ${column}) * 1000)::bigint`;

/**
 * One statement for the whole forecast: the space's counted deals in the currency, each with its
 * phases' absolute dates (a relative phase placed on the deal's start) aggregated on its row, and
 * only the deals whose schedule (phases, else start to due) reaches into the range. It walks
 * `deals_space_status_idx` and `phases_deal_idx`; no query per deal.
 */
const FORECAST_DEALS = `
  SELECT d.id, d.status, d.price::text AS price, d.cost::text AS cost, d.probability::text AS probability,
         d.start_at, d.due_at,
         COALESCE(json_agg(json_build_array(dated.start_ms, dated.end_ms) ORDER BY dated.start_ms)
                  FILTER (WHERE dated.start_ms IS NOT NULL), '[]'::json) AS phases
    FROM deals d
    LEFT JOIN phases p ON p.deal_id = d.id
    LEFT JOIN LATERAL (
      SELECT CASE WHEN p.pinned THEN ${EPOCH_MS('p.start_at')} ELSE ${EPOCH_MS('d.start_at')} + p.start_offset_ms END AS start_ms,
             CASE WHEN p.pinned THEN ${EPOCH_MS('p.end_at')} ELSE ${EPOCH_MS('d.start_at')} + p.end_offset_ms END AS end_ms
    ) dated ON p.id IS NOT NULL
   WHERE d.space_id = $1 AND d.currency = $2 AND d.status = ANY($3::text[])
     AND NOT d.archived AND d.price IS NOT NULL
   GROUP BY d.id
  HAVING COALESCE(MIN(dated.start_ms), ${EPOCH_MS('d.start_at')}) <= $5
     AND COALESCE(MAX(dated.end_ms), ${EPOCH_MS('d.due_at')}) >= $4
   ORDER BY d.id`;

export class TypeOrmPipelineRepository implements PipelineRepository {
  constructor(private readonly manager: EntityManager) {}

  async dealsForForecast(query: PipelineDealsQuery): Promise<PipelineDeal[]> {
    const rows: PipelineRow[] = await this.manager.query(FORECAST_DEALS, [
      query.spaceId,
      query.currency,
      [...query.statuses],
      query.from,
      query.to,
    ]);
    return rows.map(pipelineDealToDomain);
  }
}

function pipelineDealToDomain(row: PipelineRow): PipelineDeal {
  const phases: [number, number][] = typeof row.phases === 'string' ? JSON.parse(row.phases) : row.phases;
  return {
    id: row.id,
    status: oneOf(row.status, isDealStatus, 'deals.status'),
    price: Number(row.price),
    cost: toNumberOrNull(row.cost),
    probability: toNumberOrNull(row.probability),
    start: toEpochOrNull(row.start_at),
    due: toEpochOrNull(row.due_at),
    phases: phases.map(([start, end]) => ({ start: Number(start), end: Number(end) })),
  };
}
