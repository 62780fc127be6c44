import { ApiProperty } from '@nestjs/swagger';
import type { ReachableSpace, SpacePage } from '@deal/domain';
import { encodeCursor } from '@deal/nest-kit';

export class SpaceItemDto {
  @ApiProperty({ example: 'spc_0Fz3AbCdEfGhIjKlMnOpQr' })
  id!: string;
  @ApiProperty({ example: 'Acme agency' })
  name!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    enum: ['owner', 'admin', 'member'],
    description: "The caller's role in the space; null for a space API key, which has no role.",
  })
  role!: string | null;
  @ApiProperty({ description: 'Whether the caller is a member; false for a space API key.' })
  is_member!: boolean;
  @ApiProperty({ example: 'free' })
  plan!: string;
  @ApiProperty({
    example: 'usd',
    description: 'Lower-case ISO 4217 code: the currency of the deals created in the space without one.',
  })
  currency!: string;
  @ApiProperty({ description: 'Epoch milliseconds (UTC).', example: 1763800000000 })
  updated_at!: number;
}

export class SpacePageDto {
  @ApiProperty({ type: [SpaceItemDto] })
  items!: SpaceItemDto[];
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Pass as `cursor` for the next page; null on the last.',
  })
  next_cursor!: string | null;
}

export function toSpacePageDto(page: SpacePage): SpacePageDto {
  return {
    items: page.items.map(toSpaceItemDto),
    next_cursor: page.nextAfterId === null ? null : encodeCursor(page.nextAfterId),
  };
}

/** One space as GET /v1/spaces lists it; POST /v1/spaces and PATCH answer the same shape. */
export function toSpaceItemDto({ space, role, isMember }: ReachableSpace): SpaceItemDto {
  return {
    id: space.id,
    name: space.name,
    role,
    is_member: isMember,
    plan: space.plan,
    currency: space.currency,
    updated_at: space.updatedAt,
  };
}
