import { Controller, Delete, HttpCode, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { revokeInvitation, type Actor } from '@deal/domain';
import { ApiErrorResponses, DomainErrorException } from '@deal/nest-kit';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { InjectApi, type ApiParts } from '../../api.parts';

@ApiTags('invitations')
@ApiBearerAuth()
@Controller('v1/spaces/:space/invitations')
export class RevokeInvitationHttpController {
  constructor(@InjectApi('spaces') private readonly spaces: ApiParts['spaces']) {}

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Withdraw an invitation',
    description:
      'Owners and admins only (anyone else gets 404); only an owner withdraws an offer of the owner role (409). ' +
      'Expired invitations may be withdrawn too.',
  })
  @ApiParam({ name: 'space', description: 'The space id.' })
  @ApiParam({ name: 'id', description: 'The invitation id.' })
  @ApiNoContentResponse({ description: 'Withdrawn.' })
  @ApiErrorResponses(401, 403, 404, 409)
  async revoke(
    @CurrentActor() actor: Actor,
    @Param('space') spaceId: string,
    @Param('id') id: string,
  ): Promise<void> {
    const result = await revokeInvitation(this.spaces.revokeInvitation, actor, spaceId, id);
    if (!result.ok) throw new DomainErrorException(result.error);
  }
}
