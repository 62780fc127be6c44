import { ApiProperty } from '@nestjs/swagger';
import { MAX_INVITE_EMAIL_INPUT, type SpaceRole } from '@deal/domain';
import { RoleField } from '../../members/member-role.rules';

/**
 * POST /v1/spaces/{space}/invitations (and, the same body, POST /v1/spaces/{space}/members), as
 * OpenAPI describes it; `parseInviteRequest` (domain) decides.
 */
export class InviteRequestDto {
  @ApiProperty({
    maxLength: MAX_INVITE_EMAIL_INPUT,
    example: 'ada@example.com',
    description: 'Who may accept: whoever signs in with this email; case and surrounding spaces are ignored.',
  })
  email!: string;

  @RoleField('The role the invitee gets by accepting. Only an owner may offer the owner role.')
  role!: SpaceRole;
}
