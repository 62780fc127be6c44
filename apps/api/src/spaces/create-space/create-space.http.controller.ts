import { Body, Controller, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { createSpace, parseSpaceCreateRequest, type Actor } from '@deal/domain';
import { ApiErrorResponses, bodyEcho, DomainErrorException, parsedBody } from '@deal/nest-kit';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { SpaceItemDto, toSpaceItemDto } from '../list-spaces/list-spaces.response.dto';
import { CreateSpaceRequestDto } from './create-space.request.dto';
import { InjectApi, type ApiParts } from '../../api.parts';
import { Idempotent } from '../../idempotency/idempotent.decorator';

@ApiTags('spaces')
@ApiBearerAuth()
@Controller('v1/spaces')
export class CreateSpaceHttpController {
  constructor(@InjectApi('spaces') private readonly spaces: ApiParts['spaces']) {}

  @Post()
  @Idempotent()
  @ApiOperation({
    summary: 'Create a space; the caller becomes its owner',
    description:
      'A personal token (or a signed-in session) with the read_write scope only. A space API key acts as its ' +
      "one space and creates none: 404. Without `currency` the space's is `usd`. A person owns at most " +
      'SPACES_PER_USER_MAX spaces (default 20): 409 beyond. The answer has the shape of a GET /v1/spaces item.',
  })
  @ApiBody({ type: CreateSpaceRequestDto })
  @ApiCreatedResponse({ type: SpaceItemDto })
  @ApiErrorResponses(400, 401, 403, 404, 409)
  async create(@CurrentActor() actor: Actor, @Body() body: unknown): Promise<SpaceItemDto> {
    const result = await createSpace(this.spaces.create, actor, parsedBody(parseSpaceCreateRequest, body));
    if (!result.ok) throw new DomainErrorException(result.error, bodyEcho(body));
    return toSpaceItemDto(result.value);
  }
}
