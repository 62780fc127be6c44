import { ApiProperty } from '@nestjs/swagger';

/** The answer of a recover: how many failed deliveries went back to the queue. */
export class RecoverDeliveriesResponseDto {
  @ApiProperty({
    type: 'integer',
    description: 'Failed deliveries queued again (due now, a fresh retry schedule); 0 when none matched.',
  })
  recovered!: number;
}
