import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { listSpaceKeys, type Actor } from '@deal/domain';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { ApiErrorResponses, DomainErrorException, parseListQuery } from '@deal/nest-kit';
import { ApiListQuery } from '../../http/paging/api-list-query.decorator';
import { SpaceKeyPageDto, toSpaceKeyPageDto } from '../space-key.response.dto';
import { InjectApi, type ApiParts } from '../../api.parts';

@ApiTags('api keys')
@ApiBearerAuth()
@Controller('v1/spaces/:space/api-keys')
export class ListSpaceKeysHttpController {
  constructor(@InjectApi('credentials') private readonly credentials: ApiParts['credentials']) {}

  @Get()
  @ApiOperation({
    summary: "List a space's API keys",
    description:
      'Owners and admins only (anyone else gets 404). Oldest first, revoked and expired keys included; never ' +
      'the key itself.',
  })
  @ApiParam({ name: 'space', description: 'The space id.' })
  @ApiListQuery()
  @ApiOkResponse({ type: SpaceKeyPageDto })
  @ApiErrorResponses(400, 401, 404)
  async list(
    @CurrentActor() actor: Actor,
    @Param('space') spaceId: string,
    @Query() query: Record<string, unknown>,
  ): Promise<SpaceKeyPageDto> {
    const page = parseListQuery(query, 'tok', {});
    if (!page.ok) throw new DomainErrorException(page.error, query);
    const result = await listSpaceKeys(this.credentials.reads, actor, spaceId, page.value);
    if (!result.ok) throw new DomainErrorException(result.error, query);
    return toSpaceKeyPageDto(result.value);
  }
}
