import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { listRoles, type Actor } from '@deal/domain';
import { ApiErrorResponses, DomainErrorException, parseListQuery } from '@deal/nest-kit';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { InjectApi, type ApiParts } from '../../api.parts';
import { ApiListQuery } from '../../http/paging/api-list-query.decorator';
import { RolePageDto, toRolePageDto } from '../role.response.dto';

/** GET /v1/spaces/{space}/roles (issue 25, item 1). */
@ApiTags('pricing')
@ApiBearerAuth()
@Controller('v1/spaces/:space/roles')
export class ListRolesHttpController {
  constructor(@InjectApi('pricing') private readonly pricing: ApiParts['pricing']) {}

  @Get()
  @ApiOperation({
    summary: "List a space's roles",
    description: 'Any member, and the space’s own key. Oldest first, archived roles included.',
  })
  @ApiParam({ name: 'space', description: 'The space id.' })
  @ApiListQuery()
  @ApiOkResponse({ type: RolePageDto })
  @ApiErrorResponses(400, 401, 404)
  async list(
    @CurrentActor() actor: Actor,
    @Param('space') spaceId: string,
    @Query() query: Record<string, unknown>,
  ): Promise<RolePageDto> {
    const page = parseListQuery(query, 'rol', {});
    if (!page.ok) throw new DomainErrorException(page.error, query);
    const result = await listRoles(this.pricing.reads, actor, spaceId, page.value);
    if (!result.ok) throw new DomainErrorException(result.error, query);
    return toRolePageDto(result.value);
  }
}
