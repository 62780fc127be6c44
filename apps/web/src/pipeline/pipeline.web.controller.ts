import { Get, Param, Query, Res } from '@nestjs/common';
import { formatMonth, monthOfInstant, parsePipelineQuery, reachSpace, readPipeline } from '@deal/domain';
import { DomainErrorException, type HttpResponse } from '@deal/nest-kit';
import { spaceNameOf } from '../deals/space-name';
import { Signed, type WebContext } from '../session/web-context';
import { issuesByField } from '../views/forms';
import { WebController } from '../web-controller.decorator';
import { respond } from '../web-response';
import { page } from '../web-result';
import { InjectWeb, type WebParts } from '../web.parts';
import { PipelinePage } from './pipeline.page';
import { pipelineRowOf } from './pipeline-rows';

/** Months shown when the form was not sent: this month and the five after it. */
const DEFAULT_MONTHS = 6;

/**
 * `/{space}/pipeline` (issue 25, items 6 and 7): the forecast of `GET /v1/spaces/{space}/pipeline`
 * as a chart and a table. The query is the API's (`from`, `to`, optional `currency`), with the
 * same rules; a refused one shows the form again with its messages (400). The form sends its
 * currency field even when it is left empty, which means what leaving `currency` out means.
 */
@WebController(':space/pipeline')
export class PipelineWebController {
  constructor(@InjectWeb('deals') private readonly deals: WebParts['deals']) {}

  @Get()
  async show(
    @Signed() web: WebContext,
    @Param('space') spaceId: string,
    @Query() query: Record<string, unknown>,
    @Res() response: HttpResponse,
  ): Promise<void> {
    // Reach first: a stranger gets the 404 page, never a 400 that tells the space exists.
    const access = await reachSpace(this.deals.reads, web.actor, spaceId);
    if (!access.ok) throw new DomainErrorException(access.error);
    const asked = withoutEmptyCurrency(
      query['from'] === undefined && query['to'] === undefined ? { ...query, ...this.defaultRange() } : query,
    );
    const values = { from: text(asked['from']), to: text(asked['to']), currency: text(asked['currency']) };
    const props = { web, spaceId, spaceName: spaceNameOf(web, spaceId), values };
    const parsed = parsePipelineQuery(asked);
    if (!parsed.ok) {
      respond(
        response,
        page(PipelinePage({ ...props, errors: issuesByField(parsed.error), forecast: null }), {
          status: 400,
        }),
      );
      return;
    }
    const forecast = await readPipeline(this.deals.reads, web.actor, spaceId, parsed.value);
    if (!forecast.ok) throw new DomainErrorException(forecast.error);
    const { currency, months } = forecast.value;
    respond(
      response,
      page(PipelinePage({ ...props, errors: {}, forecast: { currency, rows: months.map(pipelineRowOf) } })),
    );
  }

  private defaultRange(): { from: string; to: string } {
    const now = monthOfInstant(this.deals.change.clock.now());
    return { from: formatMonth(now), to: formatMonth(now + DEFAULT_MONTHS - 1) };
  }
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The form's empty currency field: no `currency` (the space's own), as the API reads its absence. */
function withoutEmptyCurrency(query: Record<string, unknown>): Record<string, unknown> {
  if (query['currency'] !== '') return query;
  const { currency: _empty, ...rest } = query;
  return rest;
}
