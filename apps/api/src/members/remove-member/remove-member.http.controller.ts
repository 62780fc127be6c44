import { Controller, Delete, HttpCode, Inject, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { removeMember, type Actor, type UnitOfWork } from '@deal/domain';
import { UNIT_OF_WORK } from '../../app.tokens';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { ApiErrorResponses, DomainErrorException } from '@deal/nest-kit';

@ApiTags('members')
@ApiBearerAuth()
@Controller('v1/spaces/:space/members')
export class RemoveMemberHttpController {
  constructor(@Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork) {}

  @Delete(':user_id')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Remove a member from a space, or leave it',
    description:
      'Owners and admins remove members; any member may remove themself. Only an owner removes an owner, and ' +
      "the last owner can never go (409). The user's personal tokens stop reaching the space at once; API " +
      'keys they created keep working.',
  })
  @ApiParam({ name: 'space', description: 'The space id.' })
  @ApiParam({ name: 'user_id', description: 'The user id of the member (your own, to leave).' })
  @ApiNoContentResponse({ description: 'Removed.' })
  @ApiErrorResponses(401, 403, 404, 409)
  async remove(
    @CurrentActor() actor: Actor,
    @Param('space') spaceId: string,
    @Param('user_id') userId: string,
  ): Promise<void> {
    const result = await removeMember({ uow: this.uow }, actor, spaceId, userId);
    if (!result.ok) throw new DomainErrorException(result.error);
  }
}
