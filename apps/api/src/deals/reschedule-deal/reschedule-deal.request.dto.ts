import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsString } from 'class-validator';
import { Optional } from '@deal/nest-kit';

export class RescheduleDealRequestDto {
  /** Checked by the domain's shift parser, which words every refusal (docs/domain.md). */
  @Allow()
  @ApiProperty({
    type: String,
    pattern: '^[+-][0-9]{1,3}[dwm]$|^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
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
