import { ApiProperty } from '@nestjs/swagger';
import type { DealVersion } from '@deal/domain';
import { DealDto, toDealDto } from '../deal.response.dto';
import { PhaseDto, toPhaseDto } from '../phase.response.dto';

/** A snapshot of a deal and its phases, taken before a reschedule moved a deal past draft. */
export class DealVersionDto {
  @ApiProperty({ example: 'ver_0Fz3AbCdEfGhIjKlMnOpQr' })
  id!: string;
  @ApiProperty()
  deal_id!: string;
  @ApiProperty({ description: 'When the snapshot was taken. Epoch milliseconds (UTC).' })
  created_at!: number;
  @ApiProperty({ enum: ['reschedule'], description: 'What the snapshot was taken before.' })
  reason!: string;
  @ApiProperty({ type: DealDto, description: 'The deal as it was.' })
  deal!: DealDto;
  @ApiProperty({ type: [PhaseDto], description: 'Its phases as they were.' })
  phases!: PhaseDto[];
}

export function toDealVersionDto(version: DealVersion): DealVersionDto {
  return {
    id: version.id,
    deal_id: version.dealId,
    created_at: version.createdAt,
    reason: version.reason,
    deal: toDealDto(version.deal),
    phases: version.phases.map((phase) => toPhaseDto(phase, version.deal.start)),
  };
}
