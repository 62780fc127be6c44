import { Controller, Delete, HttpCode, Param } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { removeEstimate, type Actor } from '@deal/domain';
import { ApiErrorResponses, DomainErrorException } from '@deal/nest-kit';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { InjectApi, type ApiParts } from '../../api.parts';

/** DELETE /v1/deal/{id}/phases/{phase_id}/estimates/{estimate_id} (issue 25, item 3). */
@ApiTags('pricing')
@ApiBearerAuth()
@Controller('v1/deal')
export class RemoveEstimateHttpController {
  constructor(@InjectApi('pricing') private readonly pricing: ApiParts['pricing']) {}

  @Delete(':id/phases/:phase_id/estimates/:estimate_id')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Remove an estimate of a deal',
    description: 'A pending deal is read-only (409), an archived one too.',
  })
  @ApiParam({ name: 'id', description: 'The deal id.' })
  @ApiParam({ name: 'phase_id', description: 'The phase id (`ph_…`).' })
  @ApiParam({ name: 'estimate_id', description: 'The estimate id (`est_…`); one of another phase is 404.' })
  @ApiNoContentResponse({ description: 'Removed.' })
  @ApiConflictResponse({
    description:
      'Every pricing change is a change of the deal: `updated_at` moves, `deal_updated` fires with the ' +
      'previous `price`, `cost` and `margin` in `changes`, and past draft a version (reason `pricing`) keeps ' +
      'the estimates as they were. A pending deal answers `deal is pending approval and read-only`, an ' +
      'archived one `deal is archived`; nothing is written on a refusal.',
  })
  @ApiErrorResponses(401, 403, 404, 409)
  async remove(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Param('phase_id') phaseId: string,
    @Param('estimate_id') estimateId: string,
  ): Promise<void> {
    const result = await removeEstimate(this.pricing.write, actor, id, phaseId, estimateId);
    if (!result.ok) throw new DomainErrorException(result.error);
  }
}
