import { Get, Param, Post, Res } from '@nestjs/common';
import { getIncomingWebhookPanel, rotateSigningKey, type Actor } from '@deal/domain';
import type { HttpResponse } from '@deal/nest-kit';
import { Signed, type WebContext } from '../session/web-context';
import { WebController } from '../web-controller.decorator';
import { respond } from '../web-response';
import { page } from '../web-result';
import { automationFor, valueOf } from './automation-reads';
import { IncomingWebhookPage } from './incoming-webhook.page';
import { InjectWeb, type WebParts } from '../web.parts';

/**
 * The incoming-webhook panel (owners and admins only, as GET …/incoming in the API). The signing
 * key stays off the page until Reveal, a POST: it is then never in a URL, a bookmark or the
 * history, and revealing takes this session's CSRF token.
 */
@WebController(':space/settings/workflow/automations/:id/incoming')
export class IncomingWebhookWebController {
  constructor(@InjectWeb('automations') private readonly automations: WebParts['automations']) {}

  @Get()
  panel(
    @Signed() web: WebContext,
    @Param('space') spaceId: string,
    @Param('id') id: string,
    @Res() response: HttpResponse,
  ): Promise<void> {
    return this.render(web, spaceId, id, response, { revealed: false });
  }

  @Post('reveal')
  reveal(
    @Signed() web: WebContext,
    @Param('space') spaceId: string,
    @Param('id') id: string,
    @Res() response: HttpResponse,
  ): Promise<void> {
    return this.render(web, spaceId, id, response, { revealed: true });
  }

  /** The old key fails at once; the new one is shown, as the API's rotate response shows it. */
  @Post('rotate')
  async rotate(
    @Signed() web: WebContext,
    @Param('space') spaceId: string,
    @Param('id') id: string,
    @Res() response: HttpResponse,
  ): Promise<void> {
    valueOf(await rotateSigningKey(this.automations.write, web.actor, spaceId, id));
    return this.render(web, spaceId, id, response, { revealed: true, rotated: true });
  }

  private async render(
    web: WebContext,
    spaceId: string,
    id: string,
    response: HttpResponse,
    options: { revealed: boolean; rotated?: boolean },
  ): Promise<void> {
    const panel = valueOf(await this.panelOf(web.actor, spaceId, id));
    const automation = await automationFor(this.automations.reads, web.actor, spaceId, id, true);
    respond(response, page(IncomingWebhookPage({ web, spaceId, automation, panel, ...options })));
  }

  private panelOf(actor: Actor, spaceId: string, id: string) {
    return getIncomingWebhookPanel(this.automations.panel, actor, spaceId, id);
  }
}
