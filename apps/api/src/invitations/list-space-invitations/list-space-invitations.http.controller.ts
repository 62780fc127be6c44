import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { listSpaceInvitations, type Actor } from '@deal/domain';
import { ApiErrorResponses, DomainErrorException, parseListQuery } from '@deal/nest-kit';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { ApiListQuery } from '../../http/paging/api-list-query.decorator';
import { InvitationPageDto, toInvitationPageDto } from '../invitation.response.dto';
import { InjectApi, type ApiParts } from '../../api.parts';

@ApiTags('invitations')
@ApiBearerAuth()
@Controller('v1/spaces/:space/invitations')
export class ListSpaceInvitationsHttpController {
  constructor(@InjectApi('spaces') private readonly spaces: ApiParts['spaces']) {}

  @Get()
  @ApiOperation({
    summary: 'List the pending invitations of a space',
    description:
      'Owners and admins only (anyone else gets 404). Expired invitations are left out. Ordered by id.',
  })
  @ApiParam({ name: 'space', description: 'The space id.' })
  @ApiListQuery()
  @ApiOkResponse({ type: InvitationPageDto })
  @ApiErrorResponses(400, 401, 404)
  async list(
    @CurrentActor() actor: Actor,
    @Param('space') spaceId: string,
    @Query() query: Record<string, unknown>,
  ): Promise<InvitationPageDto> {
    const page = parseListQuery(query, 'inv', {});
    if (!page.ok) throw new DomainErrorException(page.error, query);
    const result = await listSpaceInvitations(this.spaces.listInvitations, actor, spaceId, page.value);
    if (!result.ok) throw new DomainErrorException(result.error, query);
    return toInvitationPageDto(result.value);
  }
}
