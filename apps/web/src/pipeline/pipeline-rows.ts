import { unscaled, type PipelineMonth } from '@deal/domain';

/** A month of the forecast as the page shows it: money as numbers of the currency (2 decimals). */
export interface PipelineRow {
  readonly month: string;
  readonly price: number;
  readonly weighted: number;
  readonly cost: number;
  readonly deals: number;
}

export function pipelineRowOf(month: PipelineMonth): PipelineRow {
  return {
    month: month.month,
    price: unscaled(month.price, 2),
    weighted: unscaled(month.weighted, 2),
    cost: unscaled(month.cost, 2),
    deals: month.deals,
  };
}
