import { Body, Controller, Param, Patch } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { parseSpaceNameRequest, renameSpace, type Actor } from '@deal/domain';
import { ApiErrorResponses, bodyEcho, DomainErrorException, parsedBody } from '@deal/nest-kit';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { SpaceItemDto, toSpaceItemDto } from '../list-spaces/list-spaces.response.dto';
import { RenameSpaceRequestDto } from './rename-space.request.dto';
import { InjectApi, type ApiComposition } from '../../api.composition';

@ApiTags('spaces')
@ApiBearerAuth()
@Controller('v1/spaces')
export class RenameSpaceHttpController {
  constructor(@InjectApi('spaces') private readonly spaces: ApiComposition['spaces']) {}

  @Patch(':space')
  @ApiOperation({
    summary: 'Rename a space',
    description:
      'Owners and admins only; plain members, space API keys and strangers get 404. The same name again ' +
      'changes nothing (updated_at stays).',
  })
  @ApiParam({ name: 'space', description: 'The space id.' })
  @ApiBody({ type: RenameSpaceRequestDto })
  @ApiOkResponse({ type: SpaceItemDto })
  @ApiErrorResponses(400, 401, 403, 404)
  async rename(
    @CurrentActor() actor: Actor,
    @Param('space') spaceId: string,
    @Body() body: unknown,
  ): Promise<SpaceItemDto> {
    const result = await renameSpace(
      this.spaces.rename,
      actor,
      spaceId,
      parsedBody(parseSpaceNameRequest, body),
    );
    if (!result.ok) throw new DomainErrorException(result.error, bodyEcho(body));
    return toSpaceItemDto(result.value);
  }
}
