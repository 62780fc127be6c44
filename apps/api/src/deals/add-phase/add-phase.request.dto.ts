import { ApiProperty } from '@nestjs/swagger';
import { DEAL_NAME_MAX_LENGTH } from '@deal/domain';

/** OpenAPI shape of `POST /v1/deal/{id}/phases`; the domain's `parseNewPhaseRequest` checks it. */
export class AddPhaseRequestDto {
  @ApiProperty({ minLength: 1, maxLength: DEAL_NAME_MAX_LENGTH, example: 'Kick-off' })
  name!: string;

  @ApiProperty({ description: 'Epoch milliseconds (UTC).' })
  start!: number;

  @ApiProperty({ description: 'Epoch milliseconds (UTC); not before start.' })
  end!: number;

  @ApiProperty({
    description:
      "Pinned: stays on these dates and moves only by a reschedule's offset. Not pinned: kept at its distance " +
      "from the deal's start (needs the deal to have one).",
  })
  pinned!: boolean;
}
