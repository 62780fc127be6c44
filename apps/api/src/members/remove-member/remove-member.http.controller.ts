import { Controller, Delete, HttpCode, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { removeMember, type Actor } from '@deal/domain';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { ApiErrorResponses, DomainErrorException } from '@deal/nest-kit';
import { InjectApi, type ApiParts } from '../../api.parts';

@ApiTags('members')
@ApiBearerAuth()
@Controller('v1/spaces/:space/members')
export class RemoveMemberHttpController {
  constructor(@InjectApi('members') private readonly members: ApiParts['members']) {}

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
    const result = await removeMember(this.members.write, actor, spaceId, userId);
    if (!result.ok) throw new DomainErrorException(result.error);
  }
}
