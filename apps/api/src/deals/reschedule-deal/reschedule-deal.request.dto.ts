import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { SHIFT_PATTERN } from '@deal/domain';

export class RescheduleDealRequestDto {
  /** Checked by the domain's shift parser, which words every refusal (docs/domain.md). */
  @ApiProperty({
    type: String,
    pattern: SHIFT_PATTERN,
    description:
      'A signed offset from the current start (`+2w`, `-3d`, `+1m`: days, weeks, calendar months) or a date ' +
      '`YYYY-MM-DD`. Either resolves to the Monday on or before it (UTC).',
    example: '+2w',
  })
  shift!: unknown;

  @ApiPropertyOptional({ description: "When sent, it must be the deal's space (else 404)." })
  space?: string;
}
