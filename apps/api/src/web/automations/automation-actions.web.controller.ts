import { Body, Inject, Param, Post, Res } from '@nestjs/common';
import {
  deleteAutomation,
  rotateActionSecret,
  sendTest,
  updateAutomation,
  type AutomationWriteDeps,
  type Clock,
  type IdGenerator,
  type UnitOfWork,
  type WebhookSender,
  type WebhookSigner,
} from '@deal/domain';
import type { HttpResponse } from '@deal/nest-kit';
import { API_CONFIG, CLOCK, ID_GENERATOR, UNIT_OF_WORK } from '../../app.tokens';
import { toAutomationDto } from '../../automations/automation.response.dto';
import { toSendTestResponseDto } from '../../automations/send-test/send-test.response.dto';
import type { ApiConfig } from '../../config/api-config';
import { FormFields } from '../form-fields';
import { Signed, type WebContext } from '../session/web-context';
import { WebController } from '../web-controller.decorator';
import { respond } from '../web-response';
import { page, redirect } from '../web-result';
import { automationPath, automationsPath } from './automation-paths';
import { automationFor, automationPageExtras, valueOf } from './automation-reads';
import { AutomationPage } from './automation.page';
import { AUTOMATION_WRITE_DEPS, WEBHOOK_SENDER, WEBHOOK_SIGNER } from '../../automations/automations.tokens';

/** The buttons of the automation page (owners and admins; everyone else gets the 404 page). */
@WebController(':space/settings/workflow/automations/:id')
export class AutomationActionsWebController {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(AUTOMATION_WRITE_DEPS) private readonly deps: AutomationWriteDeps,
    @Inject(WEBHOOK_SENDER) private readonly sender: WebhookSender,
    @Inject(WEBHOOK_SIGNER) private readonly signer: WebhookSigner,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

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
    valueOf(await deleteAutomation({ uow: this.uow }, web.actor, spaceId, id));
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
    const automation = toAutomationDto(
      valueOf(await rotateActionSecret(this.deps, web.actor, spaceId, id, actionId)),
    );
    const extras = await automationPageExtras(this.uow.repositories, web.actor, spaceId, automation);
    const notice = 'The secret was replaced; the previous one is no longer sent.';
    respond(response, page(AutomationPage({ web, spaceId, automation, ...extras, notice })));
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
    const repos = this.uow.repositories;
    const dealId = new FormFields(body).text('deal_id');
    const deps = {
      repos,
      sender: this.sender,
      signer: this.signer,
      clock: this.clock,
      ids: this.ids,
      appUrl: this.config.appUrl,
    };
    const report = valueOf(
      await sendTest(deps, web.actor, spaceId, id, { dealId: dealId === '' ? null : dealId }),
    );
    const automation = await automationFor(repos, web.actor, spaceId, id);
    const extras = await automationPageExtras(repos, web.actor, spaceId, automation);
    const result = toSendTestResponseDto(report);
    respond(response, page(AutomationPage({ web, spaceId, automation, ...extras, sendTest: result })));
  }

  private async setEnabled(
    web: WebContext,
    spaceId: string,
    id: string,
    enabled: boolean,
    response: HttpResponse,
  ): Promise<void> {
    valueOf(await updateAutomation(this.deps, web.actor, spaceId, id, { enabled }));
    respond(response, redirect(automationPath(spaceId, id)));
  }
}
