import { Body, Param, Post, Res } from '@nestjs/common';
import {
  addPhase,
  datedPhase,
  editPhase,
  FIGURES_FROM_ESTIMATES,
  removePhase,
  updateDeal,
  type DomainError,
  type Result,
  type ValidationIssue,
} from '@deal/domain';
import { DomainErrorException, type HttpResponse } from '@deal/nest-kit';
import { FormFields } from '../form-fields';
import { Signed, type WebContext } from '../session/web-context';
import { issuesByField } from '../views/forms';
import { WebController } from '../web-controller.decorator';
import { respond } from '../web-response';
import { redirect } from '../web-result';
import { dealPatchFrom } from './deal-edit.form';
import type { EditFormState } from './deal-forms.state';
import { dealHasEstimates, readChangeableDeal, type DealIds } from './deal-in-space';
import { renderDealPage } from './deal-page.render';
import { dealPath } from './deal-paths';
import { newPhaseFrom, phasePatchFrom } from './phase.form';
import { InjectWeb, type WebParts } from '../web.parts';

/**
 * The deal page's edit forms: the deal's fields and its phases, through the use cases of
 * `PATCH /v1/deal/{id}` and `POST|PATCH|DELETE /v1/deal/{id}/phases[/{phase_id}]`, after the domain's
 * checks of those bodies. A refusal by a field re-renders the page (400) with the form as typed; a
 * pending or archived deal is the error page with the API's message (409), before any form is read.
 */
@WebController(':space/deals/:deal')
export class DealEditWebController {
  constructor(@InjectWeb('deals') private readonly deals: WebParts['deals']) {}

  @Post('edit')
  async editDeal(
    @Signed() web: WebContext,
    @Param('space') spaceId: string,
    @Param('deal') dealId: string,
    @Body() body: unknown,
    @Res() response: HttpResponse,
  ): Promise<void> {
    const ids = { spaceId, dealId };
    const { deal } = await readChangeableDeal(this.deals.reads, web.actor, ids);
    const priced = await dealHasEstimates(this.deals.reads, dealId);
    const { values, request, issues } = dealPatchFrom(new FormFields(body), deal, priced);
    const form = (errors: ValidationIssue[]): EditFormState => ({
      form: 'deal',
      values,
      errors: issuesByField(errors),
    });
    if (request === null) return this.refuse(response, web, ids, form(issues));
    const saved = await updateDeal(this.deals.change, web.actor, dealId, request);
    // A form opened before the deal's first estimate still carries price and cost: the refusal is
    // shown on the form, as the API words it, with what was typed (nothing was saved).
    if (!saved.ok && saved.error.kind === 'Conflict' && saved.error.message === FIGURES_FROM_ESTIMATES) {
      const refused = form([{ path: [], message: FIGURES_FROM_ESTIMATES }]);
      return this.refuse(response, web, ids, refused, 409);
    }
    await this.finish(response, web, ids, saved, form, 'saved');
  }

  @Post('phases')
  async addPhase(
    @Signed() web: WebContext,
    @Param('space') spaceId: string,
    @Param('deal') dealId: string,
    @Body() body: unknown,
    @Res() response: HttpResponse,
  ): Promise<void> {
    const ids = { spaceId, dealId };
    await readChangeableDeal(this.deals.reads, web.actor, ids);
    const { values, request, issues } = newPhaseFrom(new FormFields(body));
    const form = (errors: ValidationIssue[]): EditFormState => ({
      form: 'new-phase',
      values,
      errors: issuesByField(errors),
    });
    if (request === null) return this.refuse(response, web, ids, form(issues));
    const added = await addPhase(this.deals.change, web.actor, dealId, request);
    await this.finish(response, web, ids, added, form, 'phase-added');
  }

  @Post('phases/:phase')
  async editPhase(
    @Signed() web: WebContext,
    @Param('space') spaceId: string,
    @Param('deal') dealId: string,
    @Param('phase') phaseId: string,
    @Body() body: unknown,
    @Res() response: HttpResponse,
  ): Promise<void> {
    const ids = { spaceId, dealId };
    const { deal, phases } = await readChangeableDeal(this.deals.reads, web.actor, ids);
    const phase = phases.find((one) => one.id === phaseId);
    if (!phase) throw new DomainErrorException({ kind: 'NotFound', resource: 'phase' });
    const { values, request, issues } = phasePatchFrom(new FormFields(body), datedPhase(phase, deal.start));
    const form = (errors: ValidationIssue[]): EditFormState => ({
      form: 'phase',
      phaseId,
      values,
      errors: issuesByField(errors),
    });
    if (request === null) return this.refuse(response, web, ids, form(issues));
    const edited = await editPhase(this.deals.change, web.actor, dealId, phaseId, request);
    await this.finish(response, web, ids, edited, form, 'phase-saved');
  }

  @Post('phases/:phase/remove')
  async removePhase(
    @Signed() web: WebContext,
    @Param('space') spaceId: string,
    @Param('deal') dealId: string,
    @Param('phase') phaseId: string,
    @Res() response: HttpResponse,
  ): Promise<void> {
    await readChangeableDeal(this.deals.reads, web.actor, { spaceId, dealId });
    const removed = await removePhase(this.deals.change, web.actor, dealId, phaseId);
    if (!removed.ok) throw new DomainErrorException(removed.error);
    respond(response, redirect(`${dealPath(spaceId, dealId)}?notice=phase-removed`));
  }

  /** After the use case: back to the deal page with a notice, or the form again with the domain's issues. */
  private async finish(
    response: HttpResponse,
    web: WebContext,
    ids: DealIds,
    result: Result<unknown, DomainError>,
    form: (issues: ValidationIssue[]) => EditFormState,
    notice: string,
  ): Promise<void> {
    if (!result.ok && result.error.kind === 'Validation') {
      return this.refuse(response, web, ids, form([...result.error.issues]));
    }
    if (!result.ok) throw new DomainErrorException(result.error);
    respond(response, redirect(`${dealPath(ids.spaceId, ids.dealId)}?notice=${notice}`));
  }

  private refuse(
    response: HttpResponse,
    web: WebContext,
    ids: DealIds,
    editForm: EditFormState,
    status = 400,
  ): Promise<void> {
    return renderDealPage(this.deals, response, web, ids, { notice: null, editForm }, status);
  }
}
