import { Body, Controller, Inject, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  createDeal,
  parseNewDealRequest,
  type Actor,
  type Clock,
  type IdGenerator,
  type UnitOfWork,
} from '@deal/domain';
import { CLOCK, ID_GENERATOR, UNIT_OF_WORK } from '../../app.tokens';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { ApiErrorResponses, bodyEcho, DomainErrorException, parsedBody } from '@deal/nest-kit';
import { DealDto, toDealDto } from '../deal.response.dto';
import { CreateDealRequestDto } from './create-deal.request.dto';
import { Idempotent } from '../../idempotency/idempotent.decorator';

@ApiTags('deals')
@ApiBearerAuth()
@Controller('v1/deals')
export class CreateDealHttpController {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Post()
  @Idempotent()
  @ApiOperation({ summary: 'Create a draft deal in a space' })
  @ApiBody({ type: CreateDealRequestDto })
  @ApiCreatedResponse({ type: DealDto })
  @ApiErrorResponses(400, 401, 403, 404)
  async create(@CurrentActor() actor: Actor, @Body() body: unknown): Promise<DealDto> {
    const request = parsedBody(parseNewDealRequest, body);
    const result = await createDeal({ uow: this.uow, ids: this.ids, now: this.clock.now() }, actor, request);
    if (!result.ok) throw new DomainErrorException(result.error, bodyEcho(body));
    return toDealDto(result.value);
  }
}
