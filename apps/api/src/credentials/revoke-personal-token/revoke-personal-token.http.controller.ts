import { Controller, Delete, HttpCode, Inject, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { revokePersonalToken, type Actor, type Clock, type UnitOfWork } from '@deal/domain';
import { CLOCK, UNIT_OF_WORK } from '../../app.tokens';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { ApiErrorResponses, DomainErrorException } from '@deal/nest-kit';

@ApiTags('tokens')
@ApiBearerAuth()
@Controller('v1/tokens')
export class RevokePersonalTokenHttpController {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

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
    const deps = { credentials: this.uow.repositories.credentials, clock: this.clock };
    const result = await revokePersonalToken(deps, actor, id);
    if (!result.ok) throw new DomainErrorException(result.error);
  }
}
