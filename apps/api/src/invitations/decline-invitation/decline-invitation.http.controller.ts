import { Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { declineInvitation, type Actor, type Clock, type UnitOfWork } from '@deal/domain';
import { ApiErrorResponses, DomainErrorException } from '@deal/nest-kit';
import { CLOCK, UNIT_OF_WORK } from '../../app.tokens';
import { CurrentActor } from '../../auth/current-actor.decorator';

@ApiTags('invitations')
@ApiBearerAuth()
@Controller('v1/invitations')
export class DeclineInvitationHttpController {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Post(':id/decline')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Decline an invitation',
    description: 'Only the invitee, before it expires (anyone else: 404). The invitation is gone afterwards.',
  })
  @ApiParam({ name: 'id', description: 'The invitation id.' })
  @ApiNoContentResponse({ description: 'Declined.' })
  @ApiErrorResponses(401, 403, 404)
  async decline(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<void> {
    const result = await declineInvitation({ uow: this.uow, clock: this.clock }, actor, id);
    if (!result.ok) throw new DomainErrorException(result.error);
  }
}
