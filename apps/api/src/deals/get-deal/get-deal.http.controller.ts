import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { getDeal, type Actor } from '@deal/domain';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { ApiErrorResponses, DomainErrorException } from '@deal/nest-kit';
import { DealDto, toDealDto } from '../deal.response.dto';
import { InjectApi, type ApiParts } from '../../api.parts';

@ApiTags('deals')
@ApiBearerAuth()
@Controller('v1/deal')
export class GetDealHttpController {
  constructor(@InjectApi('deals') private readonly deals: ApiParts['deals']) {}

  @Get(':id')
  @ApiOperation({ summary: 'Read a deal' })
  @ApiOkResponse({ type: DealDto })
  @ApiErrorResponses(401, 404)
  async get(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<DealDto> {
    const result = await getDeal(this.deals.reads, actor, id);
    if (!result.ok) throw new DomainErrorException(result.error);
    return toDealDto(result.value);
  }
}
