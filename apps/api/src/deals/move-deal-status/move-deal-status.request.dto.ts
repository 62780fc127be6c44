import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsIn, IsString, MaxLength, MinLength } from 'class-validator';
import { DEAL_STATUSES, type DealStatus } from '@deal/domain';
import { Nullable } from '@deal/nest-kit';

export const MAX_REASON = 2000;

export class MoveDealStatusRequestDto {
  @IsIn(DEAL_STATUSES, { message: `must be one of ${DEAL_STATUSES.join(', ')}` })
  @ApiProperty({ enum: DEAL_STATUSES, description: '`pending` from `draft` requests approval.' })
  status!: DealStatus;

  @Nullable()
  @IsString()
  @MinLength(1)
  @MaxLength(MAX_REASON)
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: MAX_REASON,
    description: 'Becomes `redraft_reason` on a move to draft, `closed_reason` on won, lost or abandoned.',
  })
  reason?: string | null;

  @Nullable()
  @IsEmail({}, { message: 'must be an email address' })
  @MaxLength(254)
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'On a request for approval (to `pending`): whom it is asked of.',
  })
  requested_to?: string | null;
}
