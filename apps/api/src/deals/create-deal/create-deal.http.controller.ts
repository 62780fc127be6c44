import { Body, Controller, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { createDeal, NEW_DEAL_RULES, parseNewDealRequest, type Actor } from '@deal/domain';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { ApiErrorResponses, bodyEcho, DomainErrorException, parsedBody } from '@deal/nest-kit';
import { DealDto, toDealDto } from '../deal.response.dto';
import { InjectApi, type ApiParts } from '../../api.parts';
import { Idempotent } from '../../idempotency/idempotent.decorator';
import { ApiRequestBody, type FieldDocs } from '../../openapi/request-body.decorator';
import { CURRENCY_DOC, DEAL_FIELD_DOCS } from '../deal-field.docs';

const CREATE_DEAL_DOCS: FieldDocs<typeof NEW_DEAL_RULES> = {
  space: 'The space the deal belongs to.',
  name: { description: "The deal's name, not blank.", example: 'Acme renewal' },
  currency: {
    description: `${CURRENCY_DOC} Left out: the space's \`currency\`, as it is when the deal is created.`,
    example: 'eur',
  },
  ...DEAL_FIELD_DOCS,
};

@ApiTags('deals')
@ApiBearerAuth()
@Controller('v1/deals')
export class CreateDealHttpController {
  constructor(@InjectApi('deals') private readonly deals: ApiParts['deals']) {}

  @Post()
  @Idempotent()
  @ApiOperation({ summary: 'Create a draft deal in a space' })
  @ApiRequestBody('CreateDealRequestDto', NEW_DEAL_RULES, CREATE_DEAL_DOCS)
  @ApiCreatedResponse({ type: DealDto })
  @ApiErrorResponses(400, 401, 403, 404)
  async create(@CurrentActor() actor: Actor, @Body() body: unknown): Promise<DealDto> {
    const request = parsedBody(parseNewDealRequest, body);
    const result = await createDeal(this.deals.creation(), actor, request);
    if (!result.ok) throw new DomainErrorException(result.error, bodyEcho(body));
    return toDealDto(result.value);
  }
}
