import { Body, Controller, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { createRole, NEW_ROLE_RULES, parseNewRoleRequest, type Actor } from '@deal/domain';
import { ApiErrorResponses, bodyEcho, DomainErrorException, parsedBody } from '@deal/nest-kit';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { InjectApi, type ApiParts } from '../../api.parts';
import { Idempotent } from '../../idempotency/idempotent.decorator';
import { ApiRequestBody } from '../../openapi/request-body.decorator';
import { NEW_ROLE_DOCS } from '../pricing-request.docs';
import { RoleDto, toRoleDto } from '../role.response.dto';

const WRITERS = 'Owners and admins only (anyone else, space keys included, gets 404).';

/** POST /v1/spaces/{space}/roles (issue 25, item 1; docs/pricing.md). */
@ApiTags('pricing')
@ApiBearerAuth()
@Controller('v1/spaces/:space/roles')
export class CreateRoleHttpController {
  constructor(@InjectApi('pricing') private readonly pricing: ApiParts['pricing']) {}

  @Post()
  @Idempotent()
  @ApiOperation({ summary: 'Create a role of a space', description: WRITERS })
  @ApiParam({ name: 'space', description: 'The space id.' })
  @ApiRequestBody('CreateRoleRequestDto', NEW_ROLE_RULES, NEW_ROLE_DOCS)
  @ApiCreatedResponse({ type: RoleDto })
  @ApiErrorResponses(400, 401, 403, 404)
  async create(
    @CurrentActor() actor: Actor,
    @Param('space') spaceId: string,
    @Body() body: unknown,
  ): Promise<RoleDto> {
    const result = await createRole(
      this.pricing.write,
      actor,
      spaceId,
      parsedBody(parseNewRoleRequest, body),
    );
    if (!result.ok) throw new DomainErrorException(result.error, bodyEcho(body));
    return toRoleDto(result.value);
  }
}
