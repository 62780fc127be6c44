import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { DEAL_STATUSES, STATUS_REASON_MAX_LENGTH, type DealStatus } from '@deal/domain';

/** OpenAPI shape of `POST /v1/deal/{id}/status`; the domain's `parseStatusMoveRequest` checks it. */
export class MoveDealStatusRequestDto {
  @ApiProperty({ enum: DEAL_STATUSES, description: '`pending` from `draft` requests approval.' })
  status!: DealStatus;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: STATUS_REASON_MAX_LENGTH,
    description: 'Becomes `redraft_reason` on a move to draft, `closed_reason` on won, lost or abandoned.',
  })
  reason?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'On a request for approval (to `pending`): whom it is asked of.',
  })
  requested_to?: string | null;
}
