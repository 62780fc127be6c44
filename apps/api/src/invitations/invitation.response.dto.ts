import { ApiProperty } from '@nestjs/swagger';
import { SPACE_ROLES, type InvitationView, type KeysetPage } from '@deal/domain';
import { encodeCursor } from '@deal/nest-kit';

/**
 * A pending invitation. Nothing in it depends on whether the email belongs to a registered user,
 * so the inviter's answer is the same either way.
 */
export class InvitationDto {
  @ApiProperty({ example: 'inv_0Fz3AbCdEfGhIjKlMnOpQr' })
  id!: string;
  @ApiProperty({ example: 'spc_0Fz3AbCdEfGhIjKlMnOpQr' })
  space_id!: string;
  @ApiProperty({ example: 'Acme agency' })
  space_name!: string;
  @ApiProperty({ example: 'ada@example.com', description: 'Trimmed and lower-cased.' })
  email!: string;
  @ApiProperty({ enum: SPACE_ROLES, description: 'The role the invitee gets by accepting.' })
  role!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'usr_0Fz3AbCdEfGhIjKlMnOpQr',
    description: 'The user who (last) sent the invitation; null once that user is deleted.',
  })
  invited_by!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Grace Hopper', description: "The inviter's name." })
  invited_by_name!: string | null;
  @ApiProperty({ description: 'When it was sent (or last refreshed); epoch milliseconds (UTC).' })
  created_at!: number;
  @ApiProperty({ description: 'After this it can no longer be accepted: 7 days after created_at.' })
  expires_at!: number;
}

export class InvitationPageDto {
  @ApiProperty({ type: [InvitationDto] })
  items!: InvitationDto[];
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Pass as `cursor` for the next page; null on the last.',
  })
  next_cursor!: string | null;
}

export function toInvitationDto(invitation: InvitationView): InvitationDto {
  return {
    id: invitation.id,
    space_id: invitation.spaceId,
    space_name: invitation.spaceName,
    email: invitation.email,
    role: invitation.role,
    invited_by: invitation.invitedBy,
    invited_by_name: invitation.inviterName,
    created_at: invitation.createdAt,
    expires_at: invitation.expiresAt,
  };
}

export function toInvitationPageDto(page: KeysetPage<InvitationView>): InvitationPageDto {
  return {
    items: page.items.map(toInvitationDto),
    next_cursor: page.nextAfterId === null ? null : encodeCursor(page.nextAfterId),
  };
}
