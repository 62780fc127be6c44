import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { listPersonalTokens, type Actor } from '@deal/domain';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { ApiErrorResponses, DomainErrorException, parseListQuery } from '@deal/nest-kit';
import { ApiListQuery } from '../../http/paging/api-list-query.decorator';
import { PersonalTokenPageDto, toPersonalTokenPageDto } from '../personal-token.response.dto';
import { InjectApi, type ApiParts } from '../../api.parts';

@ApiTags('tokens')
@ApiBearerAuth()
@Controller('v1/tokens')
export class ListPersonalTokensHttpController {
  constructor(@InjectApi('credentials') private readonly credentials: ApiParts['credentials']) {}

  @Get()
  @ApiOperation({
    summary: "List the calling user's personal access tokens",
    description:
      'Oldest first, revoked and expired tokens included; never the token itself. A space API key gets 404.',
  })
  @ApiListQuery()
  @ApiOkResponse({ type: PersonalTokenPageDto })
  @ApiErrorResponses(400, 401, 404)
  async list(
    @CurrentActor() actor: Actor,
    @Query() query: Record<string, unknown>,
  ): Promise<PersonalTokenPageDto> {
    const page = parseListQuery(query, 'tok', {});
    if (!page.ok) throw new DomainErrorException(page.error, query);
    const result = await listPersonalTokens(this.credentials.reads, actor, page.value);
    if (!result.ok) throw new DomainErrorException(result.error, query);
    return toPersonalTokenPageDto(result.value);
  }
}
