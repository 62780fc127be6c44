import { ApiProperty } from '@nestjs/swagger';
import type { DealVersion } from '@deal/domain';
import { DealDto, toDealDto } from '../deal.response.dto';
import { PhaseDto, toPhaseDto } from '../phase.response.dto';
import {
  toVersionEstimateDto,
  toVersionPricingDto,
  VersionEstimateDto,
  VersionPricingDto,
} from './version-pricing.response.dto';

/**
 * A snapshot of a deal past draft, its phases, its pricing and its estimates, taken before a
 * reschedule moved it or a pricing change recomputed it (docs/pricing.md).
 */
export class DealVersionDto {
  @ApiProperty({ example: 'ver_0Fz3AbCdEfGhIjKlMnOpQr' })
  id!: string;
  @ApiProperty()
  deal_id!: string;
  @ApiProperty({ description: 'When the snapshot was taken. Epoch milliseconds (UTC).' })
  created_at!: number;
  @ApiProperty({
    enum: ['reschedule', 'pricing'],
    description:
      'What the snapshot was taken before: a reschedule, or a pricing change (rate card, contingency, ' +
      'discount, refreshed rates, an estimate added, edited or removed, a phase with estimates removed).',
  })
  reason!: string;
  @ApiProperty({ type: DealDto, description: 'The deal as it was.' })
  deal!: DealDto;
  @ApiProperty({ type: [PhaseDto], description: 'Its phases as they were.' })
  phases!: PhaseDto[];
  @ApiProperty({
    type: VersionPricingDto,
    nullable: true,
    description: 'Its pricing as it was; null when it had no rate card (or the version predates pricing).',
  })
  pricing!: VersionPricingDto | null;
  @ApiProperty({ type: [VersionEstimateDto], description: 'Its estimates as they were, in the order added.' })
  estimates!: VersionEstimateDto[];
}

export function toDealVersionDto(version: DealVersion): DealVersionDto {
  return {
    id: version.id,
    deal_id: version.dealId,
    created_at: version.createdAt,
    reason: version.reason,
    deal: toDealDto(version.deal),
    phases: version.phases.map((phase) => toPhaseDto(phase, version.deal.start)),
    pricing: version.pricing === null ? null : toVersionPricingDto(version.pricing),
    estimates: version.estimates.map(toVersionEstimateDto),
  };
}
