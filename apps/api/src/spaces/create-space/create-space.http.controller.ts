import { Body, Controller, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  createSpace,
  DEFAULT_SPACE_CURRENCY,
  parseSpaceCreateRequest,
  SPACE_CREATE_REQUEST_RULES,
  type Actor,
} from '@deal/domain';
import { ApiErrorResponses, bodyEcho, DomainErrorException, parsedBody } from '@deal/nest-kit';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { SpaceItemDto, toSpaceItemDto } from '../list-spaces/list-spaces.response.dto';
import { InjectApi, type ApiParts } from '../../api.parts';
import { Idempotent } from '../../idempotency/idempotent.decorator';
import { ApiRequestBody, type FieldDocs } from '../../openapi/request-body.decorator';
import { SPACE_NAME_DOC } from '../space-name.docs';

const CREATE_SPACE_DOCS: FieldDocs<typeof SPACE_CREATE_REQUEST_RULES> = {
  name: SPACE_NAME_DOC,
  currency: {
    description:
      'Three-letter ISO 4217 code in any case, stored in lower case: the currency of the deals created ' +
      'in the space without one.',
    example: 'eur',
    default: DEFAULT_SPACE_CURRENCY,
  },
};

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
  @ApiRequestBody('CreateSpaceRequestDto', SPACE_CREATE_REQUEST_RULES, CREATE_SPACE_DOCS)
  @ApiCreatedResponse({ type: SpaceItemDto })
  @ApiErrorResponses(400, 401, 403, 404, 409)
  async create(@CurrentActor() actor: Actor, @Body() body: unknown): Promise<SpaceItemDto> {
    const result = await createSpace(this.spaces.create, actor, parsedBody(parseSpaceCreateRequest, body));
    if (!result.ok) throw new DomainErrorException(result.error, bodyEcho(body));
    return toSpaceItemDto(result.value);
  }
}
