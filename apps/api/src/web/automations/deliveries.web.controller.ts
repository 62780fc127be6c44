import { Get, Param, Post, Query, Res } from '@nestjs/common';
import { listDeliveries, redeliverDelivery } from '@deal/domain';
import type { HttpResponse } from '@deal/nest-kit';
import { encodeCursor } from '../../http/paging/keyset-cursor';
import { parseListQuery } from '../../http/paging/list-query';
import { Signed, type WebContext } from '../session/web-context';
import { WebController } from '../web-controller.decorator';
import { respond } from '../web-response';
import { page, redirect } from '../web-result';
import { automationPath } from './automation-paths';
import { automationFor, managesAutomations, valueOf } from './automation-reads';
import { DeliveriesPage } from './deliveries.page';
import { InjectApi, type ApiComposition } from '../../api.composition';

/** Deliveries per page: each shows its attempts, so fewer than a plain list. */
const PAGE_SIZE = 20;

/** The delivery log (any member may read it, as in the API) and Redeliver (owners and admins). */
@WebController(':space/settings/workflow/automations/:id/deliveries')
export class DeliveriesWebController {
  constructor(@InjectApi('automations') private readonly automations: ApiComposition['automations']) {}

  @Get()
  async log(
    @Signed() web: WebContext,
    @Param('space') spaceId: string,
    @Param('id') id: string,
    @Query('cursor') cursor: unknown,
    @Query('redelivered') redelivered: unknown,
    @Res() response: HttpResponse,
  ): Promise<void> {
    const repos = this.automations.reads;
    const query = valueOf(parseListQuery(cursor === undefined ? {} : { cursor }, 'dlv', {}));
    const found = valueOf(
      await listDeliveries(repos, web.actor, spaceId, id, { limit: PAGE_SIZE, afterId: query.afterId }),
    );
    const automation = await automationFor(repos, web.actor, spaceId, id);
    const manage = await managesAutomations(repos, web.actor, spaceId);
    const props = {
      web,
      spaceId,
      automation,
      deliveries: found.items,
      nextCursor: found.nextAfterId === null ? null : encodeCursor(found.nextAfterId),
      manage,
      redelivered: redelivered === '1',
    };
    respond(response, page(DeliveriesPage(props)));
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
}
