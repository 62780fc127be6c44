import { ApiProperty } from '@nestjs/swagger';

/** OpenAPI shapes of SPEC §7 error bodies. */
export class ErrorBodyDto {
  @ApiProperty({ example: 'invalid or expired token' })
  message!: string;
}

export class ValidationIssueDto {
  @ApiProperty({ type: [String], example: ['limit'] })
  path!: string[];
  @ApiProperty({ example: 'must be an integer from 1 to 100' })
  message!: string;
}

export class ValidationErrorBodyDto {
  @ApiProperty({ enum: [false] })
  success!: false;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'Echo of the submitted fields.' })
  data!: Record<string, unknown>;
  @ApiProperty({ type: [ValidationIssueDto] })
  error!: ValidationIssueDto[];
  @ApiProperty({ example: 'limit: must be an integer from 1 to 100' })
  message!: string;
}
