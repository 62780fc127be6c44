import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { listSpaces, type Actor } from '@deal/domain';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { ApiErrorResponses, DomainErrorException, parseListQuery } from '@deal/nest-kit';
import { ApiListQuery } from '../../http/paging/api-list-query.decorator';
import { SpacePageDto, toSpacePageDto } from './list-spaces.response.dto';
import { InjectApi, type ApiParts } from '../../api.parts';

@ApiTags('spaces')
@ApiBearerAuth()
@Controller('v1/spaces')
export class ListSpacesHttpController {
  constructor(@InjectApi('spaces') private readonly spaces: ApiParts['spaces']) {}

  @Get()
  @ApiOperation({
    summary: 'List the spaces the credential can reach',
    description:
      'A personal token lists the spaces its user is a member of now; a space API key lists exactly its own ' +
      'space (role null, is_member false). Pages are in a stable id order.',
  })
  @ApiListQuery()
  @ApiOkResponse({ type: SpacePageDto })
  @ApiErrorResponses(400, 401)
  async list(@CurrentActor() actor: Actor, @Query() query: Record<string, unknown>): Promise<SpacePageDto> {
    const page = parseListQuery(query, 'spc', {});
    if (!page.ok) throw new DomainErrorException(page.error, query);
    const result = await listSpaces(this.spaces.list, actor, page.value);
    if (!result.ok) throw new DomainErrorException(result.error, query);
    return toSpacePageDto(result.value);
  }
}
