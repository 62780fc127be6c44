import { Body, Get, Param, Post, Query, Res } from '@nestjs/common';
import { moveDealStatus, parseStatusMoveRequest } from '@deal/domain';
import { DomainErrorException, type HttpResponse } from '@deal/nest-kit';
import { FormFields } from '../form-fields';
import { Signed, type WebContext } from '../session/web-context';
import { issuesByField } from '../views/forms';
import { WebController } from '../web-controller.decorator';
import { respond } from '../web-response';
import { redirect } from '../web-result';
import { readDealInSpace } from './deal-in-space';
import { renderDealPage } from './deal-page.render';
import { dealPath } from './deal-paths';
import { BLANK_STATUS_FORM, type StatusFormState } from './deal-status.view';
import { noticeFor } from './deal-notices';
import { InjectWeb, type WebParts } from '../web.parts';

/** `/<space_id>/deals/<deal_id>`, the address outbound webhooks link to (SPEC §2.3), and its status moves. */
@WebController(':space/deals/:deal')
export class DealWebController {
  constructor(@InjectWeb('deals') private readonly deals: WebParts['deals']) {}

  @Get()
  async show(
    @Signed() web: WebContext,
    @Param('space') spaceId: string,
    @Param('deal') dealId: string,
    @Query('notice') notice: unknown,
    @Query('phase') phase: unknown,
    @Res() response: HttpResponse,
  ): Promise<void> {
    const state = { notice: noticeFor(notice), form: BLANK_STATUS_FORM };
    await this.render(response, web, spaceId, dealId, state, 200, phase);
  }

  /** As `POST /v1/deal/{id}/status`: the same domain rules, then the same use case. */
  @Post('status')
  async move(
    @Signed() web: WebContext,
    @Param('space') spaceId: string,
    @Param('deal') dealId: string,
    @Body() body: unknown,
    @Res() response: HttpResponse,
  ): Promise<void> {
    await readDealInSpace(this.deals.reads, web.actor, spaceId, dealId);
    const form = new FormFields(body);
    const typed = { reason: form.text('reason'), requested_to: form.text('requested_to').trim() };
    const request = {
      status: form.text('status'),
      ...(typed.reason.trim() !== '' && { reason: typed.reason }),
      ...(typed.requested_to !== '' && { requested_to: typed.requested_to }),
    };
    const refuse = (errors: Record<string, string>) =>
      this.render(response, web, spaceId, dealId, { notice: null, form: { ...typed, errors } }, 400);
    const parsed = parseStatusMoveRequest(request);
    if (!parsed.ok) return refuse(issuesByField(parsed.error));
    const moved = await moveDealStatus(this.deals.change, web.actor, dealId, parsed.value);
    if (!moved.ok && moved.error.kind === 'Validation') return refuse(issuesByField(moved.error.issues));
    if (!moved.ok) throw new DomainErrorException(moved.error);
    respond(response, redirect(`${dealPath(spaceId, dealId)}?notice=status`));
  }

  private render(
    response: HttpResponse,
    web: WebContext,
    spaceId: string,
    dealId: string,
    state: { notice: string | null; form: StatusFormState },
    status = 200,
    phase?: unknown,
  ): Promise<void> {
    const pageState = { notice: state.notice, statusForm: state.form, phase };
    return renderDealPage(this.deals, response, web, { spaceId, dealId }, pageState, status);
  }
}
