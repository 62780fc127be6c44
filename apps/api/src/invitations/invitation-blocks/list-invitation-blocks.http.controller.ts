import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { listInvitationBlocks, type Actor } from '@deal/domain';
import { ApiErrorResponses, DomainErrorException, parseListQuery } from '@deal/nest-kit';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { ApiListQuery } from '../../http/paging/api-list-query.decorator';
import { InjectApi, type ApiParts } from '../../api.parts';
import { InvitationBlockPageDto, toInvitationBlockPageDto } from './invitation-block.response.dto';

@ApiTags('invitations')
@ApiBearerAuth()
@Controller('v1/invitation-blocks')
export class ListInvitationBlocksHttpController {
  constructor(@InjectApi('spaces') private readonly spaces: ApiParts['spaces']) {}

  @Get()
  @ApiOperation({
    summary: 'List the spaces you blocked from inviting you',
    description: 'Ordered by space id. A space API key is nobody: 404.',
  })
  @ApiListQuery()
  @ApiOkResponse({ type: InvitationBlockPageDto })
  @ApiErrorResponses(400, 401, 404)
  async list(
    @CurrentActor() actor: Actor,
    @Query() query: Record<string, unknown>,
  ): Promise<InvitationBlockPageDto> {
    const page = parseListQuery(query, 'spc', {});
    if (!page.ok) throw new DomainErrorException(page.error, query);
    const result = await listInvitationBlocks(this.spaces.blocks, actor, page.value);
    if (!result.ok) throw new DomainErrorException(result.error, query);
    return toInvitationBlockPageDto(result.value);
  }
}
