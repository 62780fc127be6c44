import { Body, Controller, Inject, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  createPersonalToken,
  type Actor,
  type Clock,
  type IdGenerator,
  type TokenIssuer,
  type UnitOfWork,
} from '@deal/domain';
import { CLOCK, ID_GENERATOR, TOKEN_ISSUER, UNIT_OF_WORK } from '../../app.tokens';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { ApiErrorResponses, DomainErrorException } from '@deal/nest-kit';
import { credentialRequestOf } from '../credential.request.dto';
import { CreatedPersonalTokenDto, toCreatedPersonalTokenDto } from '../personal-token.response.dto';
import { CreatePersonalTokenRequestDto } from './create-personal-token.request.dto';
import { Idempotent } from '../../idempotency/idempotent.decorator';

@ApiTags('tokens')
@ApiBearerAuth()
@Controller('v1/tokens')
export class CreatePersonalTokenHttpController {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(TOKEN_ISSUER) private readonly tokens: TokenIssuer,
  ) {}

  @Post()
  @Idempotent()
  @ApiOperation({
    summary: 'Create a personal access token of the calling user',
    description:
      'The token (`svcp_…`) is in this response only; it is stored as a hash. Needs a `read_write` personal ' +
      'token, which may create `read` or `read_write` tokens. A space API key gets 404.',
  })
  @ApiCreatedResponse({ type: CreatedPersonalTokenDto })
  @ApiErrorResponses(400, 401, 403, 404)
  async create(
    @CurrentActor() actor: Actor,
    @Body() body: CreatePersonalTokenRequestDto,
  ): Promise<CreatedPersonalTokenDto> {
    const deps = {
      credentials: this.uow.repositories.credentials,
      ids: this.ids,
      clock: this.clock,
      tokens: this.tokens,
    };
    const result = await createPersonalToken(deps, actor, credentialRequestOf(body));
    if (!result.ok) throw new DomainErrorException(result.error, { ...body });
    return toCreatedPersonalTokenDto(result.value);
  }
}
