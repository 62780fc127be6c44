import type { HttpResponse } from '@deal/nest-kit';
import { datedPhase } from '@deal/domain';
import type { WebContext } from '../session/web-context';
import { respond } from '../web-response';
import { page } from '../web-result';
import { dealHasEstimates, readDealInSpace, readVersions, type DealIds } from './deal-in-space';
import type { EditFormState } from './deal-forms.state';
import { openPhaseId, readDealPricingPage } from '../deal-pricing/deal-pricing.read';
import type { PricingFormState } from '../deal-pricing/pricing-forms.state';
import { BLANK_STATUS_FORM, type StatusFormState } from './deal-status.view';
import { DealPage } from './deal.page';
import { spaceNameOf } from './space-name';
import type { WebParts } from '../web.parts';

/** What the deal page shows besides the deal: a notice, and the form a refusal re-renders. */
export interface DealPageState {
  readonly notice: string | null;
  readonly statusForm?: StatusFormState;
  readonly editForm?: EditFormState;
  /** The pricing form refused last (deal-pricing). */
  readonly pricingForm?: PricingFormState;
  /** The phase whose estimates tab is open (`?phase=`). */
  readonly phase?: unknown;
}

/** The deal page as it is now (the deal, its phases and versions read afresh), with `state`. */
export async function renderDealPage(
  deals: WebParts['deals'],
  response: HttpResponse,
  web: WebContext,
  ids: DealIds,
  state: DealPageState,
  status = 200,
): Promise<void> {
  const { spaceId, dealId } = ids;
  const { deal, phases } = await readDealInSpace(deals.reads, web.actor, spaceId, dealId);
  const { versions, complete } = await readVersions(deals.reads, web.actor, dealId);
  const pricing = await readDealPricingPage(deals.reads, web.actor, deal);
  const form = state.pricingForm;
  const asked = form && form.form !== 'pricing' ? form.phaseId : state.phase;
  const priced = await dealHasEstimates(deals.reads, dealId);
  const body = DealPage({
    web,
    spaceId,
    spaceName: spaceNameOf(web, spaceId),
    deal,
    phases: phases.map((phase) => datedPhase(phase, deal.start)),
    versions,
    versionsComplete: complete,
    notice: state.notice,
    statusForm: state.statusForm ?? BLANK_STATUS_FORM,
    editForm: state.editForm ?? null,
    pricing: { ...pricing, phaseId: openPhaseId(phases, asked), state: form ?? null },
    priced,
  });
  respond(response, page(body, { status }));
}
