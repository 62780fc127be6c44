import { Body, Controller, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { INVITE_REQUEST_RULES, inviteToSpace, parseInviteRequest, type Actor } from '@deal/domain';
import { ApiErrorResponses, bodyEcho, DomainErrorException, parsedBody } from '@deal/nest-kit';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { InvitationDto, toInvitationDto } from '../invitation.response.dto';
import { InjectApi, type ApiParts } from '../../api.parts';
import { Idempotent } from '../../idempotency/idempotent.decorator';
import { ApiRequestBody } from '../../openapi/request-body.decorator';
import { INVITE_REQUEST_DOCS } from './invite-request.docs';

/** The description both invitation-creating routes share. */
export const INVITE_DESCRIPTION =
  'Owners and admins only (anyone else gets 404). The invitee joins only by accepting, after signing in ' +
  'with the email, within 7 days. The answer is the same whether or not the email is registered. Inviting ' +
  'the same email again refreshes its pending invitation (same id, new role and expiry). 409 when the email ' +
  'belongs to a member already, when an admin offers the owner role or re-invites an email whose pending ' +
  'invitation offers it, when the email blocked the space, or when the space sent INVITATIONS_PER_SPACE_PER_DAY ' +
  'invitations (default 50) in the last 24 hours.';

@ApiTags('invitations')
@ApiBearerAuth()
@Controller('v1/spaces/:space/invitations')
export class InviteHttpController {
  constructor(@InjectApi('spaces') private readonly spaces: ApiParts['spaces']) {}

  @Post()
  @Idempotent()
  @ApiOperation({ summary: 'Invite an email to a space with a role', description: INVITE_DESCRIPTION })
  @ApiParam({ name: 'space', description: 'The space id.' })
  @ApiRequestBody('InviteRequestDto', INVITE_REQUEST_RULES, INVITE_REQUEST_DOCS)
  @ApiCreatedResponse({ type: InvitationDto })
  @ApiErrorResponses(400, 401, 403, 404, 409)
  async invite(
    @CurrentActor() actor: Actor,
    @Param('space') spaceId: string,
    @Body() body: unknown,
  ): Promise<InvitationDto> {
    const result = await inviteToSpace(
      this.spaces.invite,
      actor,
      spaceId,
      parsedBody(parseInviteRequest, body),
    );
    if (!result.ok) throw new DomainErrorException(result.error, bodyEcho(body));
    return toInvitationDto(result.value);
  }
}
