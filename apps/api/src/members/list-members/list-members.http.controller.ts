import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { listMembers, type Actor } from '@deal/domain';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { ApiErrorResponses, DomainErrorException, parseListQuery } from '@deal/nest-kit';
import { ApiListQuery } from '../../http/paging/api-list-query.decorator';
import { MemberPageDto, toMemberPageDto } from '../member.response.dto';
import { InjectApi, type ApiParts } from '../../api.parts';

@ApiTags('members')
@ApiBearerAuth()
@Controller('v1/spaces/:space/members')
export class ListMembersHttpController {
  constructor(@InjectApi('members') private readonly members: ApiParts['members']) {}

  @Get()
  @ApiOperation({
    summary: 'List the members of a space',
    description: "Any member of the space, and the space's own API key, may read it. Ordered by user id.",
  })
  @ApiParam({ name: 'space', description: 'The space id.' })
  @ApiListQuery()
  @ApiOkResponse({ type: MemberPageDto })
  @ApiErrorResponses(400, 401, 404)
  async list(
    @CurrentActor() actor: Actor,
    @Param('space') spaceId: string,
    @Query() query: Record<string, unknown>,
  ): Promise<MemberPageDto> {
    const page = parseListQuery(query, 'usr', {});
    if (!page.ok) throw new DomainErrorException(page.error, query);
    const result = await listMembers(this.members.reads, actor, spaceId, page.value);
    if (!result.ok) throw new DomainErrorException(result.error, query);
    return toMemberPageDto(result.value);
  }
}
