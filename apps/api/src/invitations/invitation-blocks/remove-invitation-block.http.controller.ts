import { Controller, Delete, HttpCode, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { removeInvitationBlock, type Actor } from '@deal/domain';
import { ApiErrorResponses, DomainErrorException } from '@deal/nest-kit';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { InjectApi, type ApiParts } from '../../api.parts';

@ApiTags('invitations')
@ApiBearerAuth()
@Controller('v1/invitation-blocks')
export class RemoveInvitationBlockHttpController {
  constructor(@InjectApi('spaces') private readonly spaces: ApiParts['spaces']) {}

  @Delete(':space')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Let a space you blocked invite you again',
    description: 'Your own blocks only: a space you did not block is 404.',
  })
  @ApiParam({ name: 'space', description: 'The id of the blocked space.' })
  @ApiNoContentResponse({ description: 'Unblocked.' })
  @ApiErrorResponses(401, 403, 404)
  async remove(@CurrentActor() actor: Actor, @Param('space') spaceId: string): Promise<void> {
    const result = await removeInvitationBlock(this.spaces.blocks, actor, spaceId);
    if (!result.ok) throw new DomainErrorException(result.error);
  }
}
