import { Body, Controller, Param, Patch } from '@nestjs/common';
import { ApiBearerAuth, ApiConflictResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DEAL_PATCH_RULES, parseDealPatchRequest, updateDeal, type Actor } from '@deal/domain';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { ApiErrorResponses, bodyEcho, DomainErrorException, parsedBody } from '@deal/nest-kit';
import { DealDto, toDealDto } from '../deal.response.dto';
import { InjectApi, type ApiParts } from '../../api.parts';
import { ApiRequestBody, type FieldDocs } from '../../openapi/request-body.decorator';
import { CURRENCY_DOC, DEAL_FIELD_DOCS } from '../deal-field.docs';

const UPDATE_DEAL_DOCS: FieldDocs<typeof DEAL_PATCH_RULES> = {
  name: "The deal's new name, not blank.",
  currency: { description: CURRENCY_DOC, example: 'eur' },
  archived: 'An archived deal accepts no change but `archived: false`.',
  ...DEAL_FIELD_DOCS,
};

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
      '`updated_at`). A pending deal is read-only (409); an archived one accepts only `archived: false`. ' +
      'Once a deal has an estimate its `price`, `cost` and `margin` are computed from its pricing: sending ' +
      'any of them is 409, as is another `currency` for a deal with a rate card (docs/pricing.md).',
  })
  @ApiConflictResponse({
    description:
      '`deal is pending approval and read-only`; `deal is archived`; `external_id is already used by another ' +
      "deal of this space`; `price, cost and margin come from the deal's estimates` (the deal has an " +
      'estimate and the body sends `price`, `cost` or `margin`); `the deal is priced in USD with rate card ' +
      'rc_…, so its currency cannot become EUR: its copied rates are in USD` (the deal has a rate card). ' +
      'Nothing is written.',
  })
  @ApiRequestBody('UpdateDealRequestDto', DEAL_PATCH_RULES, UPDATE_DEAL_DOCS)
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
