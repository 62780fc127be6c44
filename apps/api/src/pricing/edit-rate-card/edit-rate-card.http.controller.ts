import { Body, Controller, Param, Patch } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { parseRateCardEditRequest, RATE_CARD_EDIT_RULES, updateRateCard, type Actor } from '@deal/domain';
import { ApiErrorResponses, bodyEcho, DomainErrorException, parsedBody } from '@deal/nest-kit';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { InjectApi, type ApiParts } from '../../api.parts';
import { ApiRequestBody } from '../../openapi/request-body.decorator';
import { RATE_CARD_EDIT_DOCS } from '../pricing-request.docs';
import { RateCardDto, toRateCardDto } from '../rate-card.response.dto';

const WRITERS = 'Owners and admins only (anyone else, space keys included, gets 404).';

/** PATCH /v1/spaces/{space}/rate-cards/{id}: the revision goes up (issue 25, item 1). */
@ApiTags('pricing')
@ApiBearerAuth()
@Controller('v1/spaces/:space/rate-cards')
export class EditRateCardHttpController {
  constructor(@InjectApi('pricing') private readonly pricing: ApiParts['pricing']) {}

  @Patch(':id')
  @ApiOperation({
    summary: 'Edit a rate card of a space',
    description:
      `${WRITERS} Only the fields sent change; the revision goes up by one. No deal changes: each keeps its ` +
      'copy of the rates until `POST /v1/deal/{id}/pricing/refresh-rates`.',
  })
  @ApiParam({ name: 'space', description: 'The space id.' })
  @ApiParam({ name: 'id', description: 'The rate card id (`rc_…`); a card of another space is 404.' })
  @ApiRequestBody('EditRateCardRequestDto', RATE_CARD_EDIT_RULES, RATE_CARD_EDIT_DOCS)
  @ApiOkResponse({ type: RateCardDto })
  @ApiErrorResponses(400, 401, 403, 404, 409)
  async edit(
    @CurrentActor() actor: Actor,
    @Param('space') spaceId: string,
    @Param('id') id: string,
    @Body() body: unknown,
  ): Promise<RateCardDto> {
    const edit = parsedBody(parseRateCardEditRequest, body);
    const result = await updateRateCard(this.pricing.write, actor, spaceId, id, edit);
    if (!result.ok) throw new DomainErrorException(result.error, bodyEcho(body));
    return toRateCardDto(result.value);
  }
}
