import { Body, Controller, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { createDeal, parseNewDealRequest, type Actor } from '@deal/domain';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { ApiErrorResponses, bodyEcho, DomainErrorException, parsedBody } from '@deal/nest-kit';
import { DealDto, toDealDto } from '../deal.response.dto';
import { CreateDealRequestDto } from './create-deal.request.dto';
import { InjectApi, type ApiParts } from '../../api.parts';
import { Idempotent } from '../../idempotency/idempotent.decorator';

@ApiTags('deals')
@ApiBearerAuth()
@Controller('v1/deals')
export class CreateDealHttpController {
  constructor(@InjectApi('deals') private readonly deals: ApiParts['deals']) {}

  @Post()
  @Idempotent()
  @ApiOperation({ summary: 'Create a draft deal in a space' })
  @ApiBody({ type: CreateDealRequestDto })
  @ApiCreatedResponse({ type: DealDto })
  @ApiErrorResponses(400, 401, 403, 404)
  async create(@CurrentActor() actor: Actor, @Body() body: unknown): Promise<DealDto> {
    const request = parsedBody(parseNewDealRequest, body);
    const result = await createDeal(this.deals.creation(), actor, request);
    if (!result.ok) throw new DomainErrorException(result.error, bodyEcho(body));
    return toDealDto(result.value);
  }
}
