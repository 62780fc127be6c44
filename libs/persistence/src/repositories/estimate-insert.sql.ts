import type { NewEstimateRow } from '@deal/domain';
import { insertionTime } from './insertion-order.sql';
import { estimateAmounts } from './pricing.mapper';

/**
 * A new estimate's row, its parameters starting at `$first`: the whole statement of
 * `EstimateRepository.insert` (`first` 1), and a data-modifying WITH part of the deal's UPDATE when
 * a draft deal's new estimate goes in with it (`DealRepository.update`'s `newEstimate`), so the
 * two cannot drift apart. `created_at` orders a deal's estimates: each new one later than the
 * last (insertion-order.sql.ts). A WITH part sees the table as it was before the statement, as the
 * statement of its own did, so the order is the same either way.
 */
export function insertEstimatePart(first: number): string {
  const p = (offset: number) => `$${first + offset}`;
  return `INSERT INTO estimates (id, deal_id, phase_id, name, role_id, quantity, fixed_price, fixed_cost,
                              cost_minor, price_minor, created_at)
       VALUES (${p(0)}, ${p(1)}, ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)}, ${p(6)}, ${p(7)}, ${p(8)}, ${p(9)},
               ${insertionTime('estimates', p(1))})`;
}

/** The parameters of `insertEstimatePart`, in order. */
export function estimateParameters({ estimate, amounts }: NewEstimateRow): unknown[] {
  return [
    estimate.id,
    estimate.dealId,
    estimate.phaseId,
    estimate.name,
    ...estimateAmounts(estimate),
    String(amounts.cost),
    String(amounts.price),
  ];
}
