import { Body, Get, Param, Post, Query, Res } from '@nestjs/common';
import {
  domainErrorMessage,
  isStartMoved,
  previewReschedule,
  rescheduleDeal,
  type Deal,
  type DomainError,
  type Phase,
} from '@deal/domain';
import { DomainErrorException, httpStatusOf, type HttpResponse } from '@deal/nest-kit';
import { FormFields } from '../form-fields';
import { Signed, type WebContext } from '../session/web-context';
import { issuesByField } from '../views/forms';
import { WebController } from '../web-controller.decorator';
import { respond } from '../web-response';
import { page, redirect } from '../web-result';
import { readDealInSpace } from './deal-in-space';
import { dealPath } from './deal-paths';
import { PREVIEWED_START } from './reschedule-preview.view';
import { ReschedulePage } from './reschedule.page';
import { InjectWeb, type WebParts } from '../web.parts';

/**
 * Reschedule in two steps: `GET ?shift=` previews (writes nothing), `POST` confirms through the
 * same use case as `POST /v1/deal/{id}/reschedule`. A confirmation whose deal start moved since its
 * preview is not carried out: the page shows the new preview instead, so "+2w" is never applied
 * to a start the person did not see. The use case checks the previewed start again under the row
 * lock (`previewedStart`), so a move between this page's read and its transaction is caught too,
 * with the same answer.
 */
@WebController(':space/deals/:deal/reschedule')
export class DealRescheduleWebController {
  constructor(@InjectWeb('deals') private readonly deals: WebParts['deals']) {}

  @Get()
  async preview(
    @Signed() web: WebContext,
    @Param('space') spaceId: string,
    @Param('deal') dealId: string,
    @Query('shift') shift: unknown,
    @Res() response: HttpResponse,
  ): Promise<void> {
    const { deal, phases } = await readDealInSpace(this.deals.reads, web.actor, spaceId, dealId);
    // The form lives on the deal page; this address without a shift has nothing to preview.
    if (typeof shift !== 'string') return respond(response, redirect(dealPath(spaceId, dealId)));
    this.showPreview(response, web, spaceId, { deal, phases, shift }, false);
  }

  @Post()
  async confirm(
    @Signed() web: WebContext,
    @Param('space') spaceId: string,
    @Param('deal') dealId: string,
    @Body() body: unknown,
    @Res() response: HttpResponse,
  ): Promise<void> {
    const { deal, phases } = await readDealInSpace(this.deals.reads, web.actor, spaceId, dealId);
    const form = new FormFields(body);
    const shift = form.text('shift');
    if (form.text(PREVIEWED_START) !== String(deal.start ?? '')) {
      return this.showPreview(response, web, spaceId, { deal, phases, shift }, true);
    }
    const input = { shift, spaceId, previewedStart: deal.start };
    const result = await rescheduleDeal(this.deals.change, web.actor, dealId, input);
    if (!result.ok && isStartMoved(result.error)) {
      const moved = await readDealInSpace(this.deals.reads, web.actor, spaceId, dealId);
      return this.showPreview(response, web, spaceId, { ...moved, shift }, true);
    }
    if (!result.ok) return this.refuse(response, web, spaceId, deal, shift, result.error);
    const notice = result.value.changed ? 'rescheduled' : 'unchanged';
    respond(response, redirect(`${dealPath(spaceId, dealId)}?notice=${notice}`));
  }

  private showPreview(
    response: HttpResponse,
    web: WebContext,
    spaceId: string,
    input: { deal: Deal; phases: Phase[]; shift: string },
    stale: boolean,
  ): void {
    const preview = previewReschedule(input);
    if (!preview.ok) return this.refuse(response, web, spaceId, input.deal, input.shift, preview.error);
    const props = {
      web,
      spaceId,
      deal: input.deal,
      shift: input.shift,
      preview: preview.value,
      stale,
    };
    respond(response, page(ReschedulePage(props), { status: stale ? 409 : 200 }));
  }

  /** A shift the rules refuse goes back to its field; a deal that cannot move is an error page. */
  private refuse(
    response: HttpResponse,
    web: WebContext,
    spaceId: string,
    deal: Deal,
    shift: string,
    error: DomainError,
  ): void {
    const message =
      error.kind === 'Validation'
        ? (issuesByField(error.issues)['shift'] ?? domainErrorMessage(error))
        : error.kind === 'DealHasNoStart'
          ? domainErrorMessage(error)
          : null;
    if (message === null) throw new DomainErrorException(error);
    const props = { web, spaceId, deal, shift, error: message };
    respond(response, page(ReschedulePage(props), { status: httpStatusOf(error) }));
  }
}
