import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, MinLength } from 'class-validator';
import { Nullable } from '@deal/nest-kit';

/** POST …/send-test: an optional deal of the space to make the sample concrete. */
export class SendTestRequestDto {
  @Nullable()
  @IsString()
  @MinLength(1)
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description:
      'A deal of the space: the sample carries its id, url, name, status, price and owner. Left out: a ' +
      'made-up `deal_sample`.',
  })
  deal_id?: string | null;
}
