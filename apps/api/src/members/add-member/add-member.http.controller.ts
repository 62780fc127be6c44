import { Body, Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBearerAuth, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { inviteToSpace, type Actor, type Clock, type IdGenerator, type UnitOfWork } from '@deal/domain';
import { ApiErrorResponses, DomainErrorException } from '@deal/nest-kit';
import { CLOCK, ID_GENERATOR, UNIT_OF_WORK } from '../../app.tokens';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { InvitationDto, toInvitationDto } from '../../invitations/invitation.response.dto';
import { INVITE_DESCRIPTION } from '../../invitations/invite/invite.http.controller';
import { AddMemberRequestDto } from './add-member.request.dto';
import { Idempotent } from '../../idempotency/idempotent.decorator';

/**
 * Adding a member used to add any registered user at once, without their consent, and its 201-vs-404
 * told which emails are registered. It now invites (issue 15): 202 Accepted, because the membership
 * happens only when the invitee accepts; the body is the invitation.
 */
@ApiTags('members')
@ApiBearerAuth()
@Controller('v1/spaces/:space/members')
export class AddMemberHttpController {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Post()
  @Idempotent()
  @HttpCode(202)
  @ApiOperation({
    summary: 'Add a member: invites them (the same as POST /v1/spaces/{space}/invitations, but 202)',
    description: INVITE_DESCRIPTION,
  })
  @ApiParam({ name: 'space', description: 'The space id.' })
  @ApiAcceptedResponse({ type: InvitationDto, description: 'Invited; they join when they accept.' })
  @ApiErrorResponses(400, 401, 403, 404, 409)
  async add(
    @CurrentActor() actor: Actor,
    @Param('space') spaceId: string,
    @Body() body: AddMemberRequestDto,
  ): Promise<InvitationDto> {
    const deps = { uow: this.uow, ids: this.ids, clock: this.clock };
    const result = await inviteToSpace(deps, actor, spaceId, body);
    if (!result.ok) throw new DomainErrorException(result.error, { ...body });
    return toInvitationDto(result.value);
  }
}
