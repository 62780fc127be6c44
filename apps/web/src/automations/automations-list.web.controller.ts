import { Body, Get, Param, Post, Query, Res } from '@nestjs/common';
import { createAutomation, listAutomations } from '@deal/domain';
import { type HttpResponse, encodeCursor, parseListQuery } from '@deal/nest-kit';
import { FormFields } from '../form-fields';
import { Signed, type WebContext } from '../session/web-context';
import { WebController } from '../web-controller.decorator';
import { capitalised } from '../views/error.page';
import { respond } from '../web-response';
import { page } from '../web-result';
import { emptyForm, readForm } from './automation-form';
import { AutomationFormPage } from './automation-form.page';
import { formErrors, newAutomationInput } from './automation-input.builder';
import { automationPage } from './automation-page.render';
import { managesAutomations, requireManager, valueOf } from './automation-reads';
import { AutomationsListPage } from './automations-list.page';
import { InjectWeb, type WebParts } from '../web.parts';

const PAGE_SIZE = 50;

/** The list of a space's automations, and creating one. */
@WebController(':space/settings/workflow/automations')
export class AutomationsListWebController {
  constructor(@InjectWeb('automations') private readonly automations: WebParts['automations']) {}

  @Get()
  async list(
    @Signed() web: WebContext,
    @Param('space') spaceId: string,
    @Query('cursor') cursor: unknown,
    @Query('deleted') deleted: unknown,
    @Res() response: HttpResponse,
  ): Promise<void> {
    const repos = this.automations.reads;
    const query = valueOf(parseListQuery(cursor === undefined ? {} : { cursor }, 'aut', {}));
    const found = valueOf(
      await listAutomations(repos, web.actor, spaceId, { limit: PAGE_SIZE, afterId: query.afterId }),
    );
    const manage = await managesAutomations(repos, web.actor, spaceId);
    const props = {
      web,
      spaceId,
      automations: found.items,
      nextCursor: found.nextAfterId === null ? null : encodeCursor(found.nextAfterId),
      manage,
      deleted: deleted === '1',
    };
    respond(response, page(AutomationsListPage(props)));
  }

  @Get('new')
  async newForm(
    @Signed() web: WebContext,
    @Param('space') spaceId: string,
    @Res() response: HttpResponse,
  ): Promise<void> {
    await requireManager(this.automations.reads, web.actor, spaceId);
    respond(response, page(AutomationFormPage({ web, spaceId, form: emptyForm(), errors: {} })));
  }

  /** Renders the new automation with its secrets, shown once (as the API's 201 shows them). */
  @Post()
  async create(
    @Signed() web: WebContext,
    @Param('space') spaceId: string,
    @Body() body: unknown,
    @Res() response: HttpResponse,
  ): Promise<void> {
    // The API validates before the access check; a page for members must be a 404 either way.
    await requireManager(this.automations.reads, web.actor, spaceId);
    const form = readForm(new FormFields(body));
    const input = newAutomationInput(form);
    const created = await createAutomation(this.automations.write, web.actor, spaceId, input.body);
    if (!created.ok && created.error.kind === 'Validation') {
      const errors = formErrors(created.error.issues, input.sources);
      return respond(response, page(AutomationFormPage({ web, spaceId, form, errors }), { status: 400 }));
    }
    if (!created.ok && created.error.kind === 'Conflict') {
      // The space's limits (docs/automations.md "Limits"): said on the form, what was typed kept.
      const errors = { '': capitalised(created.error.message) };
      return respond(response, page(AutomationFormPage({ web, spaceId, form, errors }), { status: 409 }));
    }
    const revealed = valueOf(created);
    const notice = 'The automation was created.';
    respond(response, await automationPage(this.automations.reads, web, spaceId, revealed, { notice }));
  }
}
