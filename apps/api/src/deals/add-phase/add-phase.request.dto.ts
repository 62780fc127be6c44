import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { MAX_EPOCH_MS, MAX_NAME } from '../deal-field.rules';

export class AddPhaseRequestDto {
  @IsString()
  @MaxLength(MAX_NAME)
  @Matches(/\S/, { message: 'must not be blank' })
  @ApiProperty({ minLength: 1, maxLength: MAX_NAME, example: 'Kick-off' })
  name!: string;

  @IsInt()
  @Min(0)
  @Max(MAX_EPOCH_MS)
  @ApiProperty({ description: 'Epoch milliseconds (UTC).' })
  start!: number;

  @IsInt()
  @Min(0)
  @Max(MAX_EPOCH_MS)
  @ApiProperty({ description: 'Epoch milliseconds (UTC); not before start.' })
  end!: number;

  @IsBoolean()
  @ApiProperty({
    description:
      "Pinned: stays on these dates and moves only by a reschedule's offset. Not pinned: kept at its distance " +
      "from the deal's start (needs the deal to have one).",
  })
  pinned!: boolean;
}
