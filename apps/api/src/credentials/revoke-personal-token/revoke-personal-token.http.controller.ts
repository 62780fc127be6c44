import { Controller, Delete, HttpCode, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { revokePersonalToken, type Actor } from '@deal/domain';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { ApiErrorResponses, DomainErrorException } from '@deal/nest-kit';
import { InjectApi, type ApiParts } from '../../api.parts';

@ApiTags('tokens')
@ApiBearerAuth()
@Controller('v1/tokens')
export class RevokePersonalTokenHttpController {
  constructor(@InjectApi('credentials') private readonly credentials: ApiParts['credentials']) {}

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Revoke one of your personal access tokens',
    description:
      'Takes effect at once, also for the token making the call. Revoking a revoked token is 204 again; ' +
      "another user's token is 404.",
  })
  @ApiParam({ name: 'id', description: 'The token id (`tok_…`), not the token itself.' })
  @ApiNoContentResponse({ description: 'Revoked.' })
  @ApiErrorResponses(401, 403, 404)
  async revoke(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<void> {
    const result = await revokePersonalToken(this.credentials.revoke, actor, id);
    if (!result.ok) throw new DomainErrorException(result.error);
  }
}
