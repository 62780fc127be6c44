import { Body, Controller, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { createRateCard, NEW_RATE_CARD_RULES, parseNewRateCardRequest, type Actor } from '@deal/domain';
import { ApiErrorResponses, bodyEcho, DomainErrorException, parsedBody } from '@deal/nest-kit';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { InjectApi, type ApiParts } from '../../api.parts';
import { Idempotent } from '../../idempotency/idempotent.decorator';
import { ApiRequestBody } from '../../openapi/request-body.decorator';
import { NEW_RATE_CARD_DOCS } from '../pricing-request.docs';
import { RateCardDto, toRateCardDto } from '../rate-card.response.dto';

const WRITERS = 'Owners and admins only (anyone else, space keys included, gets 404).';

/** POST /v1/spaces/{space}/rate-cards (issue 25, item 1; docs/pricing.md). */
@ApiTags('pricing')
@ApiBearerAuth()
@Controller('v1/spaces/:space/rate-cards')
export class CreateRateCardHttpController {
  constructor(@InjectApi('pricing') private readonly pricing: ApiParts['pricing']) {}

  @Post()
  @Idempotent()
  @ApiOperation({
    summary: 'Create a rate card of a space',
    description: `${WRITERS} Revision 1. Made default, it takes the flag from the space's default in its currency.`,
  })
  @ApiParam({ name: 'space', description: 'The space id.' })
  @ApiRequestBody('CreateRateCardRequestDto', NEW_RATE_CARD_RULES, NEW_RATE_CARD_DOCS)
  @ApiCreatedResponse({ type: RateCardDto })
  @ApiErrorResponses(400, 401, 403, 404, 409)
  async create(
    @CurrentActor() actor: Actor,
    @Param('space') spaceId: string,
    @Body() body: unknown,
  ): Promise<RateCardDto> {
    const input = parsedBody(parseNewRateCardRequest, body);
    const result = await createRateCard(this.pricing.write, actor, spaceId, input);
    if (!result.ok) throw new DomainErrorException(result.error, bodyEcho(body));
    return toRateCardDto(result.value);
  }
}
