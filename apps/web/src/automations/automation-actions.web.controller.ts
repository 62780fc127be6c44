import { Body, Param, Post, Res } from '@nestjs/common';
import {
  deleteAutomation,
  enableEndpoint,
  revealNone,
  rotateActionSecret,
  rotateSigningSecret,
  sendTest,
  updateAutomation,
} from '@deal/domain';
import type { HttpResponse } from '@deal/nest-kit';
import { FormFields } from '../form-fields';
import { Signed, type WebContext } from '../session/web-context';
import { WebController } from '../web-controller.decorator';
import { respond } from '../web-response';
import { redirect } from '../web-result';
import { automationPath, automationsPath } from './automation-paths';
import { automationPage } from './automation-page.render';
import { automationFor, valueOf } from './automation-reads';
import { InjectWeb, type WebParts } from '../web.parts';

/** The buttons of the automation page (owners and admins; everyone else gets the 404 page). */
@WebController(':space/settings/workflow/automations/:id')
export class AutomationActionsWebController {
  constructor(@InjectWeb('automations') private readonly automations: WebParts['automations']) {}

  @Post('enable')
  enable(
    @Signed() web: WebContext,
    @Param('space') spaceId: string,
    @Param('id') id: string,
    @Res() response: HttpResponse,
  ) {
    return this.setEnabled(web, spaceId, id, true, response);
  }

  @Post('disable')
  disable(
    @Signed() web: WebContext,
    @Param('space') spaceId: string,
    @Param('id') id: string,
    @Res() response: HttpResponse,
  ) {
    return this.setEnabled(web, spaceId, id, false, response);
  }

  @Post('delete')
  async remove(
    @Signed() web: WebContext,
    @Param('space') spaceId: string,
    @Param('id') id: string,
    @Res() response: HttpResponse,
  ): Promise<void> {
    valueOf(await deleteAutomation(this.automations.remove, web.actor, spaceId, id));
    respond(response, redirect(`${automationsPath(spaceId)}?deleted=1`));
  }

  /** The new secret is shown once, on the page rendered here (as the API's rotate response shows it). */
  @Post('actions/:action/rotate-secret')
  async rotateSecret(
    @Signed() web: WebContext,
    @Param('space') spaceId: string,
    @Param('id') id: string,
    @Param('action') actionId: string,
    @Res() response: HttpResponse,
  ): Promise<void> {
    const revealed = valueOf(
      await rotateActionSecret(this.automations.write, web.actor, spaceId, id, actionId),
    );
    const notice = 'The X-Service-Webhook secret was replaced; the previous one is no longer sent.';
    respond(response, await automationPage(this.automations.reads, web, spaceId, revealed, { notice }));
  }

  /** The same as POST …/rotate-signing-secret: the new signing secret is shown once, here. */
  @Post('actions/:action/rotate-signing-secret')
  async rotateSigningSecret(
    @Signed() web: WebContext,
    @Param('space') spaceId: string,
    @Param('id') id: string,
    @Param('action') actionId: string,
    @Res() response: HttpResponse,
  ): Promise<void> {
    const revealed = valueOf(
      await rotateSigningSecret(this.automations.write, web.actor, spaceId, id, actionId),
    );
    const notice = 'The signing secret was replaced; for 24 hours the previous one signs beside it.';
    respond(response, await automationPage(this.automations.reads, web, spaceId, revealed, { notice }));
  }

  /**
   * Re-enable an endpoint that endpoint health disabled, through the same use case as
   * POST …/actions/{action_id}/enable; the checkbox queues the held deliveries again.
   */
  @Post('actions/:action/enable-endpoint')
  async enableEndpoint(
    @Signed() web: WebContext,
    @Param('space') spaceId: string,
    @Param('id') id: string,
    @Param('action') actionId: string,
    @Body() body: unknown,
    @Res() response: HttpResponse,
  ): Promise<void> {
    const redeliverHeld = new FormFields(body).checked('redeliver_held');
    const enabled = valueOf(
      await enableEndpoint(this.automations.deliveries, web.actor, spaceId, id, actionId, { redeliverHeld }),
    );
    const held = enabled.released;
    const released =
      held === 0
        ? ''
        : redeliverHeld
          ? ` ${held === 1 ? 'Its held delivery is' : `Its ${held} held deliveries are`} queued again.`
          : ` ${held === 1 ? 'Its held delivery is' : `Its ${held} held deliveries are`} marked failed; redeliver them from the delivery log.`;
    const notice = `The endpoint was re-enabled.${released}`;
    const revealed = revealNone(enabled.automation);
    respond(response, await automationPage(this.automations.reads, web, spaceId, revealed, { notice }));
  }

  /** Send test, through the same use case and sender as POST …/send-test; the result is rendered here. */
  @Post('send-test')
  async sendTest(
    @Signed() web: WebContext,
    @Param('space') spaceId: string,
    @Param('id') id: string,
    @Body() body: unknown,
    @Res() response: HttpResponse,
  ): Promise<void> {
    const repos = this.automations.reads;
    const dealId = new FormFields(body).text('deal_id');
    const report = valueOf(
      await sendTest(this.automations.sendTest, web.actor, spaceId, id, {
        dealId: dealId === '' ? null : dealId,
      }),
    );
    const revealed = revealNone(await automationFor(repos, web.actor, spaceId, id));
    respond(response, await automationPage(repos, web, spaceId, revealed, { sendTest: report }));
  }

  private async setEnabled(
    web: WebContext,
    spaceId: string,
    id: string,
    enabled: boolean,
    response: HttpResponse,
  ): Promise<void> {
    valueOf(await updateAutomation(this.automations.write, web.actor, spaceId, id, { enabled }));
    respond(response, redirect(automationPath(spaceId, id)));
  }
}
