import { Body, Controller, Param, Patch } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { updateDeal, type Actor } from '@deal/domain';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { ApiErrorResponses, DomainErrorException } from '@deal/nest-kit';
import { dealEditFieldsOf } from '../deal-fields.request.dto';
import { DealDto, toDealDto } from '../deal.response.dto';
import { UpdateDealRequestDto } from './update-deal.request.dto';
import { InjectApi, type ApiComposition } from '../../api.composition';

@ApiTags('deals')
@ApiBearerAuth()
@Controller('v1/deal')
export class UpdateDealHttpController {
  constructor(@InjectApi('deals') private readonly deals: ApiComposition['deals']) {}

  @Patch(':id')
  @ApiOperation({
    summary: "Edit a deal's fields",
    description:
      'Only the fields sent change; `null` clears one. Sending the current values changes nothing (not even ' +
      '`updated_at`). A pending deal is read-only (409); an archived one accepts only `archived: false`.',
  })
  @ApiOkResponse({ type: DealDto })
  @ApiErrorResponses(400, 401, 403, 404, 409)
  async update(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Body() body: UpdateDealRequestDto,
  ): Promise<DealDto> {
    const result = await updateDeal(this.deals.change, actor, id, {
      fields: {
        ...dealEditFieldsOf(body),
        ...(body.name !== undefined && { name: body.name }),
        ...(body.currency !== undefined && { currency: body.currency }),
        ...(body.archived !== undefined && { archived: body.archived }),
      },
      ...(body.owner_email !== undefined && { ownerEmail: body.owner_email }),
    });
    if (!result.ok) throw new DomainErrorException(result.error, { ...body });
    return toDealDto(result.value);
  }
}
