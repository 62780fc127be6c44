import { ApiProperty } from '@nestjs/swagger';
import type { PipelineForecast } from '@deal/domain';
import { money } from './rate-card.response.dto';

const SPREAD =
  "In the forecast's currency, 2 decimals: each deal's amount spread over its phases' days " +
  '(start to due without phases), exactly: a deal’s months sum to its amount.';

export class PipelineMonthDto {
  @ApiProperty({ example: '2026-03', description: 'The calendar month, `YYYY-MM` (UTC).' })
  month!: string;
  @ApiProperty({ example: 4575.41, description: `Price of open and won deals this month. ${SPREAD}` })
  price!: number;
  @ApiProperty({
    example: 3375.41,
    description:
      `Price × probability (a won deal at 1, an open deal without a probability at 0), ` +
      `each deal's weighted price spread like its price. ${SPREAD}`,
  })
  weighted!: number;
  @ApiProperty({ example: 2258.2, description: `Cost of the same deals. ${SPREAD}` })
  cost!: number;
  @ApiProperty({ example: 2, description: 'How many deals have at least one scheduled day this month.' })
  deals!: number;
}

/** GET /v1/spaces/{space}/pipeline (issue 25, item 6). */
export class PipelineDto {
  @ApiProperty({
    example: 'eur',
    description:
      'Lower-case ISO 4217: the `currency` asked for, else the space’s. Deals in others are not counted.',
  })
  currency!: string;
  @ApiProperty({
    type: [PipelineMonthDto],
    description: 'One per calendar month from `from` to `to`, in order.',
  })
  items!: PipelineMonthDto[];
}

export function toPipelineDto(forecast: PipelineForecast): PipelineDto {
  return {
    currency: forecast.currency,
    items: forecast.months.map((m) => ({
      month: m.month,
      price: money(m.price),
      weighted: money(m.weighted),
      cost: money(m.cost),
      deals: m.deals,
    })),
  };
}
