import { Body, Controller, Inject, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  createSpaceKey,
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
import { CreatedSpaceKeyDto, toCreatedSpaceKeyDto } from '../space-key.response.dto';
import { CreateSpaceKeyRequestDto } from './create-space-key.request.dto';
import { Idempotent } from '../../idempotency/idempotent.decorator';

@ApiTags('api keys')
@ApiBearerAuth()
@Controller('v1/spaces/:space/api-keys')
export class CreateSpaceKeyHttpController {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(TOKEN_ISSUER) private readonly tokens: TokenIssuer,
  ) {}

  @Post()
  @Idempotent()
  @ApiOperation({
    summary: 'Create an API key of a space',
    description:
      'Owners and admins only (anyone else, space keys included, gets 404). The key (`svcs_…`) is in this ' +
      'response only. It acts as the space and keeps working after its creator leaves.',
  })
  @ApiParam({ name: 'space', description: 'The space id.' })
  @ApiCreatedResponse({ type: CreatedSpaceKeyDto })
  @ApiErrorResponses(400, 401, 403, 404)
  async create(
    @CurrentActor() actor: Actor,
    @Param('space') spaceId: string,
    @Body() body: CreateSpaceKeyRequestDto,
  ): Promise<CreatedSpaceKeyDto> {
    const { credentials, memberships } = this.uow.repositories;
    const deps = { credentials, memberships, ids: this.ids, clock: this.clock, tokens: this.tokens };
    const result = await createSpaceKey(deps, actor, spaceId, credentialRequestOf(body));
    if (!result.ok) throw new DomainErrorException(result.error, { ...body });
    return toCreatedSpaceKeyDto(result.value);
  }
}
