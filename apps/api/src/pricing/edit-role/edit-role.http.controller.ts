import { Body, Controller, Param, Patch } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { parseRoleEditRequest, ROLE_EDIT_RULES, updateRole, type Actor } from '@deal/domain';
import { ApiErrorResponses, bodyEcho, DomainErrorException, parsedBody } from '@deal/nest-kit';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { InjectApi, type ApiParts } from '../../api.parts';
import { ApiRequestBody } from '../../openapi/request-body.decorator';
import { ROLE_EDIT_DOCS } from '../pricing-request.docs';
import { RoleDto, toRoleDto } from '../role.response.dto';

const WRITERS = 'Owners and admins only (anyone else, space keys included, gets 404).';

/** PATCH /v1/spaces/{space}/roles/{id} (issue 25, item 1). */
@ApiTags('pricing')
@ApiBearerAuth()
@Controller('v1/spaces/:space/roles')
export class EditRoleHttpController {
  constructor(@InjectApi('pricing') private readonly pricing: ApiParts['pricing']) {}

  @Patch(':id')
  @ApiOperation({ summary: 'Edit a role of a space', description: `${WRITERS} Only the fields sent change.` })
  @ApiParam({ name: 'space', description: 'The space id.' })
  @ApiParam({ name: 'id', description: 'The role id (`rol_…`); a role of another space is 404.' })
  @ApiRequestBody('EditRoleRequestDto', ROLE_EDIT_RULES, ROLE_EDIT_DOCS)
  @ApiOkResponse({ type: RoleDto })
  @ApiErrorResponses(400, 401, 403, 404)
  async edit(
    @CurrentActor() actor: Actor,
    @Param('space') spaceId: string,
    @Param('id') id: string,
    @Body() body: unknown,
  ): Promise<RoleDto> {
    const edit = parsedBody(parseRoleEditRequest, body);
    const result = await updateRole(this.pricing.write, actor, spaceId, id, edit);
    if (!result.ok) throw new DomainErrorException(result.error, bodyEcho(body));
    return toRoleDto(result.value);
  }
}
