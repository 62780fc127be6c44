import { Body, Get, Param, Post, Query, Res } from '@nestjs/common';
import { createDeal, listDeals, reachSpace } from '@deal/domain';
import { DomainErrorException, type HttpResponse, encodeCursor, parseListQuery } from '@deal/nest-kit';
import { FormFields } from '../form-fields';
import { Signed, type WebContext } from '../session/web-context';
import { issuesByField } from '../views/forms';
import { WebController } from '../web-controller.decorator';
import { respond } from '../web-response';
import { page, redirect } from '../web-result';
import { DealListPage } from './deal-list.page';
import { dealPath } from './deal-paths';
import { BLANK_NEW_DEAL, newDealRequestFrom } from './new-deal.form';
import { NewDealPage } from './new-deal.page';
import { spaceCurrencyOf, spaceNameOf } from './space-name';
import { InjectWeb, type WebParts } from '../web.parts';

/** A space's deals, a page at a time, and new drafts (as `GET` and `POST /v1/deals`). */
@WebController(':space/deals')
export class DealListWebController {
  constructor(@InjectWeb('deals') private readonly deals: WebParts['deals']) {}

  @Get()
  async list(
    @Signed() web: WebContext,
    @Param('space') spaceId: string,
    @Query() query: Record<string, unknown>,
    @Res() response: HttpResponse,
  ): Promise<void> {
    // The API's paging rules: `cursor` is a `next_cursor` of this list, anything garbled a 400.
    const parsed = parseListQuery(query, 'deal', {});
    if (!parsed.ok) throw new DomainErrorException(parsed.error, query);
    const { limit, afterId } = parsed.value;
    const found = await listDeals(this.deals.reads, web.actor, {
      spaceId,
      status: null,
      limit,
      afterId,
    });
    if (!found.ok) throw new DomainErrorException(found.error);
    const { items, nextAfterId } = found.value;
    const props = {
      web,
      spaceId,
      spaceName: spaceNameOf(web, spaceId),
      deals: items,
      nextCursor: nextAfterId === null ? null : encodeCursor(nextAfterId),
      later: afterId !== null,
    };
    respond(response, page(DealListPage(props)));
  }

  // Declared before the deal page's `:deal` route (this controller registers first), so "new" is no id.
  @Get('new')
  async form(
    @Signed() web: WebContext,
    @Param('space') spaceId: string,
    @Res() response: HttpResponse,
  ): Promise<void> {
    const access = await reachSpace(this.deals.reads, web.actor, spaceId);
    if (!access.ok) throw new DomainErrorException(access.error);
    const props = {
      web,
      spaceId,
      spaceName: spaceNameOf(web, spaceId),
      spaceCurrency: spaceCurrencyOf(web, spaceId),
      values: BLANK_NEW_DEAL,
      errors: {},
    };
    respond(response, page(NewDealPage(props)));
  }

  @Post()
  async create(
    @Signed() web: WebContext,
    @Param('space') spaceId: string,
    @Body() body: unknown,
    @Res() response: HttpResponse,
  ): Promise<void> {
    const { values, request, issues } = newDealRequestFrom(new FormFields(body), spaceId);
    const refuse = (errors: Record<string, string>) =>
      respond(
        response,
        page(
          NewDealPage({
            web,
            spaceId,
            spaceName: spaceNameOf(web, spaceId),
            spaceCurrency: spaceCurrencyOf(web, spaceId),
            values,
            errors,
          }),
          {
            status: 400,
          },
        ),
      );
    // Reach before the form: a stranger gets the 404 page, never a 400 that tells the space exists.
    const access = await reachSpace(this.deals.reads, web.actor, spaceId);
    if (!access.ok) throw new DomainErrorException(access.error);
    if (!request) return refuse(issuesByField(issues));
    const created = await createDeal(this.deals.creation(), web.actor, request);
    if (!created.ok && created.error.kind === 'Validation')
      return refuse(issuesByField(created.error.issues));
    if (!created.ok) throw new DomainErrorException(created.error);
    respond(response, redirect(dealPath(spaceId, created.value.id)));
  }
}
