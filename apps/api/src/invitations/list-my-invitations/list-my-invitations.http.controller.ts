import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { listMyInvitations, type Actor } from '@deal/domain';
import { ApiErrorResponses, DomainErrorException, parseListQuery } from '@deal/nest-kit';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { ApiListQuery } from '../../http/paging/api-list-query.decorator';
import { InvitationPageDto, toInvitationPageDto } from '../invitation.response.dto';
import { InjectApi, type ApiParts } from '../../api.parts';

@ApiTags('invitations')
@ApiBearerAuth()
@Controller('v1/invitations')
export class ListMyInvitationsHttpController {
  constructor(@InjectApi('spaces') private readonly spaces: ApiParts['spaces']) {}

  @Get()
  @ApiOperation({
    summary: 'List the pending invitations addressed to you',
    description:
      "Invitations to the email of the token's user, from every space, expired ones left out. A space API key " +
      'is nobody: 404.',
  })
  @ApiListQuery()
  @ApiOkResponse({ type: InvitationPageDto })
  @ApiErrorResponses(400, 401, 404)
  async list(
    @CurrentActor() actor: Actor,
    @Query() query: Record<string, unknown>,
  ): Promise<InvitationPageDto> {
    const page = parseListQuery(query, 'inv', {});
    if (!page.ok) throw new DomainErrorException(page.error, query);
    const result = await listMyInvitations(this.spaces.listInvitations, actor, page.value);
    if (!result.ok) throw new DomainErrorException(result.error, query);
    return toInvitationPageDto(result.value);
  }
}
