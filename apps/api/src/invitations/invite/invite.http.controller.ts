import { Body, Controller, Inject, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { inviteToSpace, type Actor, type Clock, type IdGenerator, type UnitOfWork } from '@deal/domain';
import { ApiErrorResponses, DomainErrorException } from '@deal/nest-kit';
import { CLOCK, ID_GENERATOR, UNIT_OF_WORK } from '../../app.tokens';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { InvitationDto, toInvitationDto } from '../invitation.response.dto';
import { InviteRequestDto } from './invite.request.dto';

/** The description both invitation-creating routes share. */
export const INVITE_DESCRIPTION =
  'Owners and admins only (anyone else gets 404). The invitee joins only by accepting, after signing in ' +
  'with the email, within 7 days. The answer is the same whether or not the email is registered. Inviting ' +
  'the same email again refreshes its pending invitation (same id, new role and expiry). 409 when the email ' +
  'belongs to a member already, or when an admin offers the owner role.';

@ApiTags('invitations')
@ApiBearerAuth()
@Controller('v1/spaces/:space/invitations')
export class InviteHttpController {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Post()
  @ApiOperation({ summary: 'Invite an email to a space with a role', description: INVITE_DESCRIPTION })
  @ApiParam({ name: 'space', description: 'The space id.' })
  @ApiCreatedResponse({ type: InvitationDto })
  @ApiErrorResponses(400, 401, 403, 404, 409)
  async invite(
    @CurrentActor() actor: Actor,
    @Param('space') spaceId: string,
    @Body() body: InviteRequestDto,
  ): Promise<InvitationDto> {
    const deps = { uow: this.uow, ids: this.ids, clock: this.clock };
    const result = await inviteToSpace(deps, actor, spaceId, body);
    if (!result.ok) throw new DomainErrorException(result.error, { ...body });
    return toInvitationDto(result.value);
  }
}
