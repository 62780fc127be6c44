import { ApiProperty } from '@nestjs/swagger';
import type { RescheduleOutcome } from '@deal/domain';
import { DealDto, toDealDto } from '../deal.response.dto';

class MovedPhaseDto {
  @ApiProperty()
  id!: string;
  @ApiProperty()
  name!: string;
}

/** SPEC §4.3 success body. */
export class RescheduleDealResponseDto {
  @ApiProperty({ type: DealDto })
  deal!: DealDto;
  @ApiProperty({ description: 'The resolved start: a Monday 00:00 UTC. Epoch milliseconds.' })
  start!: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'The start before the call (null when it had none).',
  })
  previous_start!: number | null;
  @ApiProperty({ description: 'Whether a snapshot was taken (a deal past draft, when the start changed).' })
  version_created!: boolean;
  @ApiProperty({ type: [MovedPhaseDto], description: 'The pinned phases moved by the offset.' })
  phases_moved!: MovedPhaseDto[];
  @ApiProperty({ description: 'False when the resolved start was the current one: nothing was written.' })
  changed!: boolean;
}

export function toRescheduleDealResponseDto(outcome: RescheduleOutcome): RescheduleDealResponseDto {
  return {
    deal: toDealDto(outcome.deal),
    start: outcome.start,
    previous_start: outcome.previousStart,
    version_created: outcome.versionCreated,
    phases_moved: outcome.phasesMoved.map(({ id, name }) => ({ id, name })),
    changed: outcome.changed,
  };
}
