import { Body, Controller, Param, Patch } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { parseSpaceUpdateRequest, SPACE_UPDATE_REQUEST_RULES, updateSpace, type Actor } from '@deal/domain';
import { ApiErrorResponses, bodyEcho, DomainErrorException, parsedBody } from '@deal/nest-kit';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { SpaceItemDto, toSpaceItemDto } from '../list-spaces/list-spaces.response.dto';
import { InjectApi, type ApiParts } from '../../api.parts';
import { ApiRequestBody, type FieldDocs } from '../../openapi/request-body.decorator';
import { SPACE_NAME_DOC } from '../space-name.docs';

const UPDATE_SPACE_DOCS: FieldDocs<typeof SPACE_UPDATE_REQUEST_RULES> = {
  name: SPACE_NAME_DOC,
  currency: {
    description:
      'Owners only (an admin gets 409). Applies to the deals created afterwards; existing deals keep ' +
      'their currency.',
    example: 'eur',
  },
};

@ApiTags('spaces')
@ApiBearerAuth()
@Controller('v1/spaces')
export class UpdateSpaceHttpController {
  constructor(@InjectApi('spaces') private readonly spaces: ApiParts['spaces']) {}

  @Patch(':space')
  @ApiOperation({
    summary: 'Rename a space, or change its currency',
    description:
      'Owners and admins rename; only owners change the currency (an admin gets 409). Plain members, space ' +
      'API keys and strangers get 404. A field left out, or sent with its current value, changes nothing ' +
      '(updated_at stays). A new currency applies to the deals created afterwards only.',
  })
  @ApiParam({ name: 'space', description: 'The space id.' })
  @ApiRequestBody('UpdateSpaceRequestDto', SPACE_UPDATE_REQUEST_RULES, UPDATE_SPACE_DOCS, {
    bodyRequired: true,
  })
  @ApiOkResponse({ type: SpaceItemDto })
  @ApiErrorResponses(400, 401, 403, 404, 409)
  async update(
    @CurrentActor() actor: Actor,
    @Param('space') spaceId: string,
    @Body() body: unknown,
  ): Promise<SpaceItemDto> {
    const result = await updateSpace(
      this.spaces.update,
      actor,
      spaceId,
      parsedBody(parseSpaceUpdateRequest, body),
    );
    if (!result.ok) throw new DomainErrorException(result.error, bodyEcho(body));
    return toSpaceItemDto(result.value);
  }
}
