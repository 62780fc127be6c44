import { Controller, Delete, HttpCode, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { archiveRole, type Actor } from '@deal/domain';
import { ApiErrorResponses, DomainErrorException } from '@deal/nest-kit';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { InjectApi, type ApiParts } from '../../api.parts';

const WRITERS = 'Owners and admins only (anyone else, space keys included, gets 404).';

/** DELETE /v1/spaces/{space}/roles/{id}: archives (issue 25, item 1). */
@ApiTags('pricing')
@ApiBearerAuth()
@Controller('v1/spaces/:space/roles')
export class ArchiveRoleHttpController {
  constructor(@InjectApi('pricing') private readonly pricing: ApiParts['pricing']) {}

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Archive a role of a space',
    description:
      `${WRITERS} The role is archived, never removed: deals whose estimates use it keep it and price as ` +
      'before; it takes no new estimate and no new rate. Archiving an archived role is 204 again.',
  })
  @ApiParam({ name: 'space', description: 'The space id.' })
  @ApiParam({ name: 'id', description: 'The role id (`rol_…`); a role of another space is 404.' })
  @ApiNoContentResponse({ description: 'Archived.' })
  @ApiErrorResponses(401, 403, 404)
  async archive(
    @CurrentActor() actor: Actor,
    @Param('space') spaceId: string,
    @Param('id') id: string,
  ): Promise<void> {
    const result = await archiveRole(this.pricing.write, actor, spaceId, id);
    if (!result.ok) throw new DomainErrorException(result.error);
  }
}
