import { Body, Controller, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  createPersonalToken,
  CREDENTIAL_REQUEST_RULES,
  parseCredentialRequest,
  type Actor,
} from '@deal/domain';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { ApiErrorResponses, bodyEcho, DomainErrorException, parsedBody } from '@deal/nest-kit';
import { CreatedPersonalTokenDto, toCreatedPersonalTokenDto } from '../personal-token.response.dto';
import { InjectApi, type ApiParts } from '../../api.parts';
import { Idempotent } from '../../idempotency/idempotent.decorator';
import { ApiRequestBody } from '../../openapi/request-body.decorator';
import { CREDENTIAL_REQUEST_DOCS } from '../credential-request.docs';

@ApiTags('tokens')
@ApiBearerAuth()
@Controller('v1/tokens')
export class CreatePersonalTokenHttpController {
  constructor(@InjectApi('credentials') private readonly credentials: ApiParts['credentials']) {}

  @Post()
  @Idempotent()
  @ApiOperation({
    summary: 'Create a personal access token of the calling user',
    description:
      'The token (`svcp_…`) is in this response only; it is stored as a hash. Needs a `read_write` personal ' +
      'token, which may create `read` or `read_write` tokens. A space API key gets 404.',
  })
  @ApiRequestBody('CreatePersonalTokenRequestDto', CREDENTIAL_REQUEST_RULES, CREDENTIAL_REQUEST_DOCS)
  @ApiCreatedResponse({ type: CreatedPersonalTokenDto })
  @ApiErrorResponses(400, 401, 403, 404)
  async create(@CurrentActor() actor: Actor, @Body() body: unknown): Promise<CreatedPersonalTokenDto> {
    const result = await createPersonalToken(
      this.credentials.issue,
      actor,
      parsedBody(parseCredentialRequest, body),
    );
    if (!result.ok) throw new DomainErrorException(result.error, bodyEcho(body));
    return toCreatedPersonalTokenDto(result.value);
  }
}
