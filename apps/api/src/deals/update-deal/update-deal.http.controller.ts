import { Body, Controller, Param, Patch } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { parseDealPatchRequest, updateDeal, type Actor } from '@deal/domain';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { ApiErrorResponses, bodyEcho, DomainErrorException, parsedBody } from '@deal/nest-kit';
import { DealDto, toDealDto } from '../deal.response.dto';
import { UpdateDealRequestDto } from './update-deal.request.dto';
import { InjectApi, type ApiParts } from '../../api.parts';

@ApiTags('deals')
@ApiBearerAuth()
@Controller('v1/deal')
export class UpdateDealHttpController {
  constructor(@InjectApi('deals') private readonly deals: ApiParts['deals']) {}

  @Patch(':id')
  @ApiOperation({
    summary: "Edit a deal's fields",
    description:
      'Only the fields sent change; `null` clears one. Sending the current values changes nothing (not even ' +
      '`updated_at`). A pending deal is read-only (409); an archived one accepts only `archived: false`.',
  })
  @ApiBody({ type: UpdateDealRequestDto })
  @ApiOkResponse({ type: DealDto })
  @ApiErrorResponses(400, 401, 403, 404, 409)
  async update(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Body() body: unknown,
  ): Promise<DealDto> {
    const result = await updateDeal(this.deals.change, actor, id, parsedBody(parseDealPatchRequest, body));
    if (!result.ok) throw new DomainErrorException(result.error, bodyEcho(body));
    return toDealDto(result.value);
  }
}
