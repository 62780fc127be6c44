import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsString } from 'class-validator';
import { SHIFT_PATTERN } from '@deal/domain';
import { Optional } from '@deal/nest-kit';

export class RescheduleDealRequestDto {
  /** Checked by the domain's shift parser, which words every refusal (docs/domain.md). */
  @Allow()
  @ApiProperty({
    type: String,
    pattern: SHIFT_PATTERN,
    description:
      'A signed offset from the current start (`+2w`, `-3d`, `+1m`: days, weeks, calendar months) or a date ' +
      '`YYYY-MM-DD`. Either resolves to the Monday on or before it (UTC).',
    example: '+2w',
  })
  shift!: unknown;

  @Optional()
  @IsString()
  @ApiPropertyOptional({ description: "When sent, it must be the deal's space (else 404)." })
  space?: string;
}
