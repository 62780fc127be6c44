import { ApiProperty } from '@nestjs/swagger';
import type { InvitationBlockView, KeysetPage } from '@deal/domain';
import { encodeCursor } from '@deal/nest-kit';

/** A space the caller refused further invitations from. */
export class InvitationBlockDto {
  @ApiProperty({ example: 'spc_0Fz3AbCdEfGhIjKlMnOpQr' })
  space_id!: string;
  @ApiProperty({ example: 'Acme agency' })
  space_name!: string;
  @ApiProperty({ description: 'When you blocked it; epoch milliseconds (UTC).' })
  created_at!: number;
}

export class InvitationBlockPageDto {
  @ApiProperty({ type: [InvitationBlockDto] })
  items!: InvitationBlockDto[];
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Pass as `cursor` for the next page; null on the last.',
  })
  next_cursor!: string | null;
}

export function toInvitationBlockPageDto(page: KeysetPage<InvitationBlockView>): InvitationBlockPageDto {
  return {
    items: page.items.map((block) => ({
      space_id: block.spaceId,
      space_name: block.spaceName,
      created_at: block.createdAt,
    })),
    next_cursor: page.nextAfterId === null ? null : encodeCursor(page.nextAfterId),
  };
}
