import { Controller, Delete, HttpCode, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { revokeSpaceKey, type Actor } from '@deal/domain';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { ApiErrorResponses, DomainErrorException } from '@deal/nest-kit';
import { InjectApi, type ApiParts } from '../../api.parts';

@ApiTags('api keys')
@ApiBearerAuth()
@Controller('v1/spaces/:space/api-keys')
export class RevokeSpaceKeyHttpController {
  constructor(@InjectApi('credentials') private readonly credentials: ApiParts['credentials']) {}

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Revoke an API key of a space',
    description:
      'Owners and admins only, whoever created the key; takes effect at once. Revoking a revoked key is 204 ' +
      'again; a key of another space is 404.',
  })
  @ApiParam({ name: 'space', description: 'The space id.' })
  @ApiParam({ name: 'id', description: 'The key id (`tok_…`), not the key itself.' })
  @ApiNoContentResponse({ description: 'Revoked.' })
  @ApiErrorResponses(401, 403, 404)
  async revoke(
    @CurrentActor() actor: Actor,
    @Param('space') spaceId: string,
    @Param('id') id: string,
  ): Promise<void> {
    const result = await revokeSpaceKey(this.credentials.revoke, actor, spaceId, id);
    if (!result.ok) throw new DomainErrorException(result.error);
  }
}
