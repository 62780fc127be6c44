import { ApiProperty } from '@nestjs/swagger';
import { DEAL_STATUSES, dealMargin, type Deal } from '@deal/domain';

const ms = (description: string) => ({
  type: Number,
  nullable: true,
  description: `${description} Epoch milliseconds (UTC).`,
});
const nullableNumber = (description: string) => ({ type: Number, nullable: true, description });
const nullableString = (description: string) => ({ type: String, nullable: true, description });

/**
 * A deal in the API (SPEC §2.2): every field always present, `null` when unset (CONTRACT §2).
 * Beyond SPEC's list it carries `cost`, `end`, `external_id`, `redraft_reason` and the stage dates,
 * which a client needs to show and edit a deal (docs/deals.md).
 */
export class DealDto {
  @ApiProperty({ example: 'deal_0Fz3AbCdEfGhIjKlMnOpQr' })
  id!: string;
  @ApiProperty({ example: 'Acme renewal' })
  name!: string;
  @ApiProperty({ enum: DEAL_STATUSES })
  status!: string;
  @ApiProperty({ description: 'Epoch milliseconds (UTC).' })
  updated_at!: number;
  @ApiProperty()
  space_id!: string;
  @ApiProperty({ description: 'Lower-case ISO 4217 code.', example: 'eur' })
  currency!: string;
  @ApiProperty(nullableNumber('Price in the deal currency.'))
  price!: number | null;
  @ApiProperty(nullableNumber('Cost in the deal currency.'))
  cost!: number | null;
  @ApiProperty(nullableNumber('(price − cost) / price; null when either is unset or price is 0.'))
  margin!: number | null;
  @ApiProperty(nullableNumber('Win probability, 0 to 1.'))
  probability!: number | null;
  @ApiProperty()
  archived!: boolean;
  @ApiProperty({ description: 'Epoch milliseconds (UTC).' })
  created_at!: number;
  @ApiProperty(nullableString("The owner's email."))
  owner_email!: string | null;
  @ApiProperty(nullableString(''))
  description!: string | null;
  @ApiProperty(nullableNumber(''))
  target_price!: number | null;
  @ApiProperty(nullableNumber('0 to 1.'))
  target_margin!: number | null;
  @ApiProperty(ms('Always a Monday 00:00 UTC after a reschedule.'))
  start!: number | null;
  @ApiProperty(ms(''))
  end!: number | null;
  @ApiProperty(ms(''))
  due!: number | null;
  @ApiProperty(nullableString('Why the deal was won, lost or abandoned.'))
  closed_reason!: string | null;
  @ApiProperty(nullableString('Why the deal was last sent back to draft.'))
  redraft_reason!: string | null;
  @ApiProperty(ms('When approval was requested.'))
  pending_at!: number | null;
  @ApiProperty(ms('When the deal was approved.'))
  approved_at!: number | null;
  @ApiProperty(ms('When the deal progressed.'))
  progressed_at!: number | null;
  @ApiProperty(ms('When the deal was won, lost or abandoned.'))
  closed_at!: number | null;
  @ApiProperty(nullableString('Who requested approval (null for a space key).'))
  requested_by_email!: string | null;
  @ApiProperty(nullableString('Whom approval was requested of.'))
  requested_to_email!: string | null;
  @ApiProperty(nullableString(''))
  account!: string | null;
  @ApiProperty(nullableString("The external system's id (set by an incoming webhook or by you)."))
  external_id!: string | null;
  @ApiProperty({
    description: '1 when created; grows by exactly 1 with every committed change (docs/events.md).',
    example: 1,
  })
  revision!: number;
}

export function toDealDto(deal: Deal): DealDto {
  return {
    id: deal.id,
    name: deal.name,
    status: deal.status,
    updated_at: deal.updatedAt,
    space_id: deal.spaceId,
    currency: deal.currency,
    price: deal.price,
    cost: deal.cost,
    margin: dealMargin(deal),
    probability: deal.probability,
    archived: deal.archived,
    created_at: deal.createdAt,
    owner_email: deal.owner?.email ?? null,
    description: deal.description,
    target_price: deal.targetPrice,
    target_margin: deal.targetMargin,
    start: deal.start,
    end: deal.end,
    due: deal.due,
    closed_reason: deal.closedReason,
    redraft_reason: deal.redraftReason,
    pending_at: deal.pendingAt,
    approved_at: deal.approvedAt,
    progressed_at: deal.progressedAt,
    closed_at: deal.closedAt,
    requested_by_email: deal.requestedByEmail,
    requested_to_email: deal.requestedToEmail,
    account: deal.account,
    external_id: deal.externalId,
    revision: deal.revision,
  };
}
