import { Controller, Delete, HttpCode, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { removePhase, type Actor } from '@deal/domain';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { ApiErrorResponses, DomainErrorException } from '@deal/nest-kit';
import { InjectApi, type ApiParts } from '../../api.parts';

@ApiTags('deals')
@ApiBearerAuth()
@Controller('v1/deal')
export class RemovePhaseHttpController {
  constructor(@InjectApi('deals') private readonly deals: ApiParts['deals']) {}

  @Delete(':id/phases/:phase_id')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Remove a phase from a deal',
    description:
      "Moves the deal's `updated_at` and emits `service_deal_updated` (with `changes: {}`); no version is " +
      'taken. A pending deal is read-only (409), an archived one too; a removed or unknown phase is 404.',
  })
  @ApiParam({ name: 'id', description: 'The deal id.' })
  @ApiParam({ name: 'phase_id', description: 'The phase id (`ph_…`); a phase of another deal is 404.' })
  @ApiNoContentResponse({ description: 'Removed.' })
  @ApiErrorResponses(401, 403, 404, 409)
  async remove(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Param('phase_id') phaseId: string,
  ): Promise<void> {
    const result = await removePhase(this.deals.change, actor, id, phaseId);
    if (!result.ok) throw new DomainErrorException(result.error);
  }
}
