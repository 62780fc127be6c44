import { Controller, Delete, HttpCode, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { deleteSpace, type Actor } from '@deal/domain';
import { ApiErrorResponses, DomainErrorException } from '@deal/nest-kit';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { InjectApi, type ApiParts } from '../../api.parts';

@ApiTags('spaces')
@ApiBearerAuth()
@Controller('v1/spaces')
export class DeleteSpaceHttpController {
  constructor(@InjectApi('spaces') private readonly spaces: ApiParts['spaces']) {}

  @Delete(':space')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Delete a space and everything in it',
    description:
      'Owners only: its deals, automations, deliveries, API keys, invitations and memberships go in one ' +
      'transaction, and an audit record of the deletion stays. An admin gets 409; a plain member, a space ' +
      'API key (not even of this space) and a stranger get 404. Afterwards the space is 404 everywhere and ' +
      'its keys answer 401.',
  })
  @ApiParam({ name: 'space', description: 'The space id.' })
  @ApiNoContentResponse({ description: 'Deleted.' })
  @ApiErrorResponses(401, 403, 404, 409)
  async remove(@CurrentActor() actor: Actor, @Param('space') spaceId: string): Promise<void> {
    const result = await deleteSpace(this.spaces.remove, actor, spaceId);
    if (!result.ok) throw new DomainErrorException(result.error);
    this.spaces.logDeletion(result.value);
  }
}
