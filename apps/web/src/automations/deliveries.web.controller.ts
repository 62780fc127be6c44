import { Body, Get, Param, Post, Query, Res } from '@nestjs/common';
import { listDeliveries, recoverDeliveries, redeliverDelivery } from '@deal/domain';
import { type HttpResponse, encodeCursor, parseListQuery } from '@deal/nest-kit';
import { Signed, type WebContext } from '../session/web-context';
import { WebController } from '../web-controller.decorator';
import { respond } from '../web-response';
import { FormFields } from '../form-fields';
import { page, redirect } from '../web-result';
import { automationPath } from './automation-paths';
import { automationFor, managesAutomations, valueOf } from './automation-reads';
import { DeliveriesPage, type DeliveriesPageProps } from './deliveries.page';
import { InjectWeb, type WebParts } from '../web.parts';

/** Deliveries per page: each shows its attempts, so fewer than a plain list. */
const PAGE_SIZE = 20;

/**
 * The delivery log (any member may read it, as in the API), Redeliver and Recover (owners and
 * admins; Recover through the same use case as POST …/actions/{action_id}/recover).
 */
@WebController(':space/settings/workflow/automations/:id/deliveries')
export class DeliveriesWebController {
  constructor(@InjectWeb('automations') private readonly automations: WebParts['automations']) {}

  @Get()
  async log(
    @Signed() web: WebContext,
    @Param('space') spaceId: string,
    @Param('id') id: string,
    @Query('cursor') cursor: unknown,
    @Query('redelivered') redelivered: unknown,
    @Query('recovered') recovered: unknown,
    @Res() response: HttpResponse,
  ): Promise<void> {
    const count = typeof recovered === 'string' && /^\d{1,9}$/.test(recovered) ? Number(recovered) : null;
    const notices = { redelivered: redelivered === '1', recovered: count, recoverError: null };
    respond(response, page(DeliveriesPage(await this.pageProps(web, spaceId, id, cursor, notices))));
  }

  /**
   * Recover failed deliveries since a time: `since` is a `datetime-local` value read as UTC; a
   * refused one renders the log again with the reason beside the form.
   */
  @Post('recover')
  async recover(
    @Signed() web: WebContext,
    @Param('space') spaceId: string,
    @Param('id') id: string,
    @Body() body: unknown,
    @Res() response: HttpResponse,
  ): Promise<void> {
    const fields = new FormFields(body);
    const since = sinceOf(fields.text('since'));
    const recovered =
      since === null
        ? null
        : await recoverDeliveries(
            this.automations.recover,
            web.actor,
            spaceId,
            id,
            fields.text('action_id'),
            {
              since,
            },
          );
    if (recovered !== null && (recovered.ok || recovered.error.kind !== 'Validation')) {
      const count = valueOf(recovered);
      respond(response, redirect(automationPath(spaceId, id, `/deliveries?recovered=${count}`)));
      return;
    }
    const recoverError =
      since === null
        ? 'Enter a date and time (UTC).'
        : 'Choose a time in the past, within the delivery log’s retention.';
    const notices = { redelivered: false, recovered: null, recoverError };
    const props = await this.pageProps(web, spaceId, id, undefined, notices);
    respond(response, page(DeliveriesPage(props), { status: 400 }));
  }

  @Post(':delivery/redeliver')
  async redeliver(
    @Signed() web: WebContext,
    @Param('space') spaceId: string,
    @Param('id') id: string,
    @Param('delivery') deliveryId: string,
    @Res() response: HttpResponse,
  ): Promise<void> {
    valueOf(await redeliverDelivery(this.automations.deliveries, web.actor, spaceId, id, deliveryId));
    respond(response, redirect(automationPath(spaceId, id, '/deliveries?redelivered=1')));
  }

  private async pageProps(
    web: WebContext,
    spaceId: string,
    id: string,
    cursor: unknown,
    notices: Pick<DeliveriesPageProps, 'redelivered' | 'recovered' | 'recoverError'>,
  ): Promise<DeliveriesPageProps> {
    const repos = this.automations.reads;
    const query = valueOf(parseListQuery(cursor === undefined ? {} : { cursor }, 'dlv', {}));
    const found = valueOf(
      await listDeliveries(repos, web.actor, spaceId, id, { limit: PAGE_SIZE, afterId: query.afterId }),
    );
    const automation = await automationFor(repos, web.actor, spaceId, id);
    const manage = await managesAutomations(repos, web.actor, spaceId);
    return {
      web,
      spaceId,
      automation,
      deliveries: found.items,
      nextCursor: found.nextAfterId === null ? null : encodeCursor(found.nextAfterId),
      manage,
      ...notices,
    };
  }
}

/** A `datetime-local` value (`2026-11-27T05:30`, seconds optional) as epoch ms in UTC; null if not one. */
function sinceOf(text: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(text)) return null;
  const ms = Date.parse(`${text}Z`);
  return Number.isNaN(ms) ? null : ms;
}
