import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBearerAuth, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { INVITE_REQUEST_RULES, inviteToSpace, parseInviteRequest, type Actor } from '@deal/domain';
import { ApiErrorResponses, bodyEcho, DomainErrorException, parsedBody } from '@deal/nest-kit';
import { InjectApi, type ApiParts } from '../../api.parts';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { InvitationDto, toInvitationDto } from '../../invitations/invitation.response.dto';
import { INVITE_DESCRIPTION } from '../../invitations/invite/invite.http.controller';
import { Idempotent } from '../../idempotency/idempotent.decorator';
import { ApiRequestBody } from '../../openapi/request-body.decorator';
import { INVITE_REQUEST_DOCS } from '../../invitations/invite/invite-request.docs';

/**
 * Adding a member used to add any registered user at once, without their consent, and its 201-vs-404
 * told which emails are registered. It now invites (issue 15): 202 Accepted, because the membership
 * happens only when the invitee accepts; the body is the invitation.
 */
@ApiTags('members')
@ApiBearerAuth()
@Controller('v1/spaces/:space/members')
export class AddMemberHttpController {
  constructor(@InjectApi('spaces') private readonly spaces: ApiParts['spaces']) {}

  @Post()
  @Idempotent()
  @HttpCode(202)
  @ApiOperation({
    summary: 'Add a member: invites them (the same as POST /v1/spaces/{space}/invitations, but 202)',
    description: INVITE_DESCRIPTION,
  })
  @ApiParam({ name: 'space', description: 'The space id.' })
  @ApiRequestBody('AddMemberRequestDto', INVITE_REQUEST_RULES, INVITE_REQUEST_DOCS)
  @ApiAcceptedResponse({ type: InvitationDto, description: 'Invited; they join when they accept.' })
  @ApiErrorResponses(400, 401, 403, 404, 409)
  async add(
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
