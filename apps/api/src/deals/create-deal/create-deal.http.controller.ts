import { Body, Controller, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { createDeal, type Actor } from '@deal/domain';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { ApiErrorResponses, DomainErrorException } from '@deal/nest-kit';
import { dealEditFieldsOf } from '../deal-fields.request.dto';
import { DealDto, toDealDto } from '../deal.response.dto';
import { CreateDealRequestDto } from './create-deal.request.dto';
import { InjectApi, type ApiComposition } from '../../api.composition';

@ApiTags('deals')
@ApiBearerAuth()
@Controller('v1/deals')
export class CreateDealHttpController {
  constructor(@InjectApi('deals') private readonly deals: ApiComposition['deals']) {}

  @Post()
  @ApiOperation({ summary: 'Create a draft deal in a space' })
  @ApiCreatedResponse({ type: DealDto })
  @ApiErrorResponses(400, 401, 403, 404)
  async create(@CurrentActor() actor: Actor, @Body() body: CreateDealRequestDto): Promise<DealDto> {
    const result = await createDeal(this.deals.creation(), actor, {
      spaceId: body.space,
      name: body.name,
      ...(body.currency !== undefined && { currency: body.currency }),
      ...(body.owner_email !== undefined && { ownerEmail: body.owner_email }),
      fields: dealEditFieldsOf(body),
    });
    if (!result.ok) throw new DomainErrorException(result.error, { ...body });
    return toDealDto(result.value);
  }
}
