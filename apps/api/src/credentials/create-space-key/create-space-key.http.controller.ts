import { Body, Controller, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { createSpaceKey, CREDENTIAL_REQUEST_RULES, parseCredentialRequest, type Actor } from '@deal/domain';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { ApiErrorResponses, bodyEcho, DomainErrorException, parsedBody } from '@deal/nest-kit';
import { CreatedSpaceKeyDto, toCreatedSpaceKeyDto } from '../space-key.response.dto';
import { InjectApi, type ApiParts } from '../../api.parts';
import { Idempotent } from '../../idempotency/idempotent.decorator';
import { ApiRequestBody } from '../../openapi/request-body.decorator';
import { CREDENTIAL_REQUEST_DOCS } from '../credential-request.docs';

@ApiTags('api keys')
@ApiBearerAuth()
@Controller('v1/spaces/:space/api-keys')
export class CreateSpaceKeyHttpController {
  constructor(@InjectApi('credentials') private readonly credentials: ApiParts['credentials']) {}

  @Post()
  @Idempotent()
  @ApiOperation({
    summary: 'Create an API key of a space',
    description:
      'Owners and admins only (anyone else, space keys included, gets 404). The key (`svcs_…`) is in this ' +
      'response only. It acts as the space and keeps working after its creator leaves.',
  })
  @ApiParam({ name: 'space', description: 'The space id.' })
  @ApiRequestBody('CreateSpaceKeyRequestDto', CREDENTIAL_REQUEST_RULES, CREDENTIAL_REQUEST_DOCS)
  @ApiCreatedResponse({ type: CreatedSpaceKeyDto })
  @ApiErrorResponses(400, 401, 403, 404)
  async create(
    @CurrentActor() actor: Actor,
    @Param('space') spaceId: string,
    @Body() body: unknown,
  ): Promise<CreatedSpaceKeyDto> {
    const result = await createSpaceKey(
      this.credentials.issue,
      actor,
      spaceId,
      parsedBody(parseCredentialRequest, body),
    );
    if (!result.ok) throw new DomainErrorException(result.error, bodyEcho(body));
    return toCreatedSpaceKeyDto(result.value);
  }
}
