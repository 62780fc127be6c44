import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import type { SpaceRole } from '@deal/domain';
import { RoleField } from '../../members/member-role.rules';

/** RFC 5321's limit on an address; the format itself is the domain's check. */
export const MAX_EMAIL = 320;

/** POST /v1/spaces/{space}/invitations (and, the same body, POST /v1/spaces/{space}/members). */
export class InviteRequestDto {
  @IsString()
  @MaxLength(MAX_EMAIL)
  @ApiProperty({
    maxLength: MAX_EMAIL,
    example: 'ada@example.com',
    description: 'Who may accept: whoever signs in with this email; case and surrounding spaces are ignored.',
  })
  email!: string;

  @RoleField('The role the invitee gets by accepting. Only an owner may offer the owner role.')
  role!: SpaceRole;
}
