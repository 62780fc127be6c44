import { Body, Get, Param, Post, Res } from '@nestjs/common';
import { revealNone, updateAutomation } from '@deal/domain';
import type { HttpResponse } from '@deal/nest-kit';
import { FormFields } from '../form-fields';
import { Signed, type WebContext } from '../session/web-context';
import { WebController } from '../web-controller.decorator';
import { capitalised } from '../views/error.page';
import { respond } from '../web-response';
import { page, redirect } from '../web-result';
import { formOf, readForm } from './automation-form';
import { AutomationFormPage } from './automation-form.page';
import { automationPatchInput, formErrors } from './automation-input.builder';
import { automationPath } from './automation-paths';
import { automationPage } from './automation-page.render';
import { automationFor, valueOf } from './automation-reads';
import { InjectWeb, type WebParts } from '../web.parts';

/** One automation: its page (any member), and editing it (owners and admins). */
@WebController(':space/settings/workflow/automations')
export class AutomationWebController {
  constructor(@InjectWeb('automations') private readonly automations: WebParts['automations']) {}

  @Get(':id')
  async show(
    @Signed() web: WebContext,
    @Param('space') spaceId: string,
    @Param('id') id: string,
    @Res() response: HttpResponse,
  ): Promise<void> {
    const repos = this.automations.reads;
    const automation = await automationFor(repos, web.actor, spaceId, id);
    respond(response, await automationPage(repos, web, spaceId, revealNone(automation)));
  }

  @Get(':id/edit')
  async editForm(
    @Signed() web: WebContext,
    @Param('space') spaceId: string,
    @Param('id') id: string,
    @Res() response: HttpResponse,
  ): Promise<void> {
    const automation = await automationFor(this.automations.reads, web.actor, spaceId, id, true);
    const form = formOf(automation);
    respond(response, page(AutomationFormPage({ web, spaceId, form, errors: {}, automation })));
  }

  /**
   * Saves through the update use case (the same as PATCH …/automations/{id}): the form becomes the
   * input of the domain's `parseAutomationPatch`. New actions get secrets, shown once on the page
   * rendered here; otherwise back to the automation page (POST/redirect/GET).
   */
  @Post(':id/edit')
  async edit(
    @Signed() web: WebContext,
    @Param('space') spaceId: string,
    @Param('id') id: string,
    @Body() body: unknown,
    @Res() response: HttpResponse,
  ): Promise<void> {
    const repos = this.automations.reads;
    const current = await automationFor(repos, web.actor, spaceId, id, true);
    const form = readForm(new FormFields(body));
    const input = automationPatchInput(form, current);
    const updated = await updateAutomation(this.automations.write, web.actor, spaceId, id, input.body);
    if (!updated.ok && updated.error.kind === 'Validation') {
      const errors = formErrors(updated.error.issues, input.sources);
      const props = { web, spaceId, form, errors, automation: current };
      return respond(response, page(AutomationFormPage(props), { status: 400 }));
    }
    if (!updated.ok && updated.error.kind === 'Conflict') {
      // The space's limits (docs/automations.md "Limits"): said on the form, what was typed kept.
      const errors = { '': capitalised(updated.error.message) };
      const props = { web, spaceId, form, errors, automation: current };
      return respond(response, page(AutomationFormPage(props), { status: 409 }));
    }
    const revealed = valueOf(updated);
    if (revealed.secretsShownFor.length === 0)
      return respond(response, redirect(automationPath(spaceId, id)));
    const notice = 'The changes were saved.';
    respond(response, await automationPage(repos, web, spaceId, revealed, { notice }));
  }
}
