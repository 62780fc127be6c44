import { Body, Get, Param, Post, Query, Res } from '@nestjs/common';
import { moveDealStatus, parseStatusMoveRequest } from '@deal/domain';
import { DomainErrorException, type HttpResponse } from '@deal/nest-kit';
import { toDealDto } from '../../deals/deal.response.dto';
import { toDealVersionDto } from '../../deals/list-versions/deal-version.response.dto';
import { toPhaseDto } from '../../deals/phase.response.dto';
import { FormFields } from '../form-fields';
import { Signed, type WebContext } from '../session/web-context';
import { issuesByField } from '../views/forms';
import { WebController } from '../web-controller.decorator';
import { respond } from '../web-response';
import { page, redirect } from '../web-result';
import { readDealInSpace, readVersions } from './deal-in-space';
import { dealPath } from './deal-paths';
import { BLANK_STATUS_FORM, type StatusFormState } from './deal-status.view';
import { DealPage } from './deal.page';
import { noticeFor } from './deal-notices';
import { spaceNameOf } from './space-name';
import { InjectApi, type ApiComposition } from '../../api.composition';

/** `/<space_id>/deals/<deal_id>`, the address outbound webhooks link to (SPEC §2.3), and its status moves. */
@WebController(':space/deals/:deal')
export class DealWebController {
  constructor(@InjectApi('deals') private readonly deals: ApiComposition['deals']) {}

  @Get()
  async show(
    @Signed() web: WebContext,
    @Param('space') spaceId: string,
    @Param('deal') dealId: string,
    @Query('notice') notice: unknown,
    @Res() response: HttpResponse,
  ): Promise<void> {
    await this.render(response, web, spaceId, dealId, { notice: noticeFor(notice), form: BLANK_STATUS_FORM });
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

  private async render(
    response: HttpResponse,
    web: WebContext,
    spaceId: string,
    dealId: string,
    state: { notice: string | null; form: StatusFormState },
    status = 200,
  ): Promise<void> {
    const repos = this.deals.reads;
    const { deal, phases } = await readDealInSpace(repos, web.actor, spaceId, dealId);
    const { versions, complete } = await readVersions(repos, web.actor, dealId);
    const body = DealPage({
      web,
      spaceId,
      spaceName: spaceNameOf(web, spaceId),
      deal: toDealDto(deal),
      phases: phases.map((phase) => toPhaseDto(phase, deal.start)),
      versions: versions.map(toDealVersionDto),
      versionsComplete: complete,
      notice: state.notice,
      statusForm: state.form,
    });
    respond(response, page(body, { status }));
  }
}
