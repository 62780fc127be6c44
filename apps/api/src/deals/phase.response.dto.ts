import { ApiProperty } from '@nestjs/swagger';
import { datedPhase, type Phase } from '@deal/domain';

export class PhaseDto {
  @ApiProperty({ example: 'ph_0Fz3AbCdEfGhIjKlMnOpQr' })
  id!: string;
  @ApiProperty()
  deal_id!: string;
  @ApiProperty({ example: 'Kick-off' })
  name!: string;
  @ApiProperty({
    description:
      'Pinned phases sit on fixed dates and are moved by a reschedule (listed in `phases_moved`); ' +
      "relative phases keep their distance from the deal's start.",
  })
  pinned!: boolean;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Epoch milliseconds (UTC); null for a relative phase of a deal whose start was cleared.',
  })
  start!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Epoch milliseconds (UTC).' })
  end!: number | null;
}

/** A phase with absolute dates; a relative one is placed from the deal's start. */
export function toPhaseDto(phase: Phase, dealStart: number | null): PhaseDto {
  const dated = datedPhase(phase, dealStart);
  return {
    id: dated.id,
    deal_id: dated.dealId,
    name: dated.name,
    pinned: dated.pinned,
    start: dated.start,
    end: dated.end,
  };
}
