import { ApiProperty } from '@nestjs/swagger';
import { SPACE_ROLES, type KeysetPage, type SpaceMember } from '@deal/domain';
import { encodeCursor } from '@deal/nest-kit';

/** A member of a space: the user and their role there. */
export class MemberDto {
  @ApiProperty({ example: 'usr_0Fz3AbCdEfGhIjKlMnOpQr' })
  user_id!: string;
  @ApiProperty({ example: 'ada@example.com' })
  email!: string;
  @ApiProperty({ example: 'Ada Lovelace' })
  name!: string;
  @ApiProperty({ enum: SPACE_ROLES })
  role!: string;
  @ApiProperty({
    description: 'When the user joined the space; epoch milliseconds (UTC).',
    example: 1763800000000,
  })
  joined_at!: number;
}

export class MemberPageDto {
  @ApiProperty({ type: [MemberDto] })
  items!: MemberDto[];
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Pass as `cursor` for the next page; null on the last.',
  })
  next_cursor!: string | null;
}

export function toMemberDto(member: SpaceMember): MemberDto {
  return {
    user_id: member.userId,
    email: member.email,
    name: member.name,
    role: member.role,
    joined_at: member.joinedAt,
  };
}

export function toMemberPageDto(page: KeysetPage<SpaceMember>): MemberPageDto {
  return {
    items: page.items.map(toMemberDto),
    next_cursor: page.nextAfterId === null ? null : encodeCursor(page.nextAfterId),
  };
}
