import { ApiPropertyOptional } from '@nestjs/swagger';

/** POST …/send-test: an optional deal of the space to make the sample concrete (`parseSendTestRequest` decides). */
export class SendTestRequestDto {
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description:
      'A deal of the space: the sample carries its id, url, name, status, price and owner. Left out: a ' +
      'made-up `deal_sample`.',
  })
  deal_id?: string | null;
}
