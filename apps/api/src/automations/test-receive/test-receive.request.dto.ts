import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/**
 * OpenAPI shape only: the body is checked by the domain (`parseTestReceiveRequest`), so `payload`
 * gets exactly the incoming webhook's rules (SPEC §4.5), with paths under `["payload", …]`.
 */
export class TestReceiveRequestDto {
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description:
      'The deal picked for the test; used as the payload’s `id` when it has neither `id` nor `external_id`.',
  })
  deal_id?: string | null;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description:
      'The incoming webhook body to try (SPEC §4.5), e.g. `{"id": "deal_…", "status": "approved"}`.',
  })
  payload!: Record<string, unknown>;
}
