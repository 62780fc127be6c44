import { Get, Inject, Param, Post, Res } from '@nestjs/common';
import {
  getIncomingWebhookPanel,
  rotateSigningKey,
  type Actor,
  type AutomationWriteDeps,
  type UnitOfWork,
} from '@deal/domain';
import type { HttpResponse } from '@deal/nest-kit';
import { API_CONFIG, UNIT_OF_WORK } from '../../app.tokens';
import { toIncomingWebhookDto } from '../../automations/get-incoming-webhook/incoming-webhook.response.dto';
import type { ApiConfig } from '../../config/api-config';
import { Signed, type WebContext } from '../session/web-context';
import { WebController } from '../web-controller.decorator';
import { respond } from '../web-response';
import { page } from '../web-result';
import { automationFor, valueOf } from './automation-reads';
import { IncomingWebhookPage } from './incoming-webhook.page';
import { AUTOMATION_WRITE_DEPS } from '../../automations/automations.tokens';

/**
 * The incoming-webhook panel (owners and admins only, as GET …/incoming in the API). The signing
 * key stays off the page until Reveal, a POST: it is then never in a URL, a bookmark or the
 * history, and revealing takes this session's CSRF token.
 */
@WebController(':space/settings/workflow/automations/:id/incoming')
export class IncomingWebhookWebController {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(AUTOMATION_WRITE_DEPS) private readonly deps: AutomationWriteDeps,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

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
    valueOf(await rotateSigningKey(this.deps, web.actor, spaceId, id));
    return this.render(web, spaceId, id, response, { revealed: true, rotated: true });
  }

  private async render(
    web: WebContext,
    spaceId: string,
    id: string,
    response: HttpResponse,
    options: { revealed: boolean; rotated?: boolean },
  ): Promise<void> {
    const panel = toIncomingWebhookDto(valueOf(await this.panelOf(web.actor, spaceId, id)));
    const automation = await automationFor(this.uow.repositories, web.actor, spaceId, id, true);
    respond(response, page(IncomingWebhookPage({ web, spaceId, automation, panel, ...options })));
  }

  private panelOf(actor: Actor, spaceId: string, id: string) {
    const deps = { repos: this.uow.repositories, webhookInUrl: this.config.webhookInUrl };
    return getIncomingWebhookPanel(deps, actor, spaceId, id);
  }
}
