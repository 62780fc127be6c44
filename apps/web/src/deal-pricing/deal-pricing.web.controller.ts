import { Body, Param, Post, Res } from '@nestjs/common';
import {
  addEstimate,
  editEstimate,
  refreshDealRates,
  removeEstimate,
  setDealPricing,
  type DomainError,
  type Result,
} from '@deal/domain';
import { DomainErrorException, type HttpResponse } from '@deal/nest-kit';
import { FormFields } from '../form-fields';
import { Signed, type WebContext } from '../session/web-context';
import { issuesByField } from '../views/forms';
import { WebController } from '../web-controller.decorator';
import { respond } from '../web-response';
import { redirect } from '../web-result';
import { readChangeableDeal, type DealIds } from '../deals/deal-in-space';
import { renderDealPage } from '../deals/deal-page.render';
import { InjectWeb, type WebParts } from '../web.parts';
import { dealPricingFrom, pricingValuesOf } from './deal-pricing.form';
import { phaseTabPath } from './deal-pricing-paths';
import { estimateEditFrom, newEstimateFrom, type EstimateKind } from './estimate.form';
import type { PricingFormState } from './pricing-forms.state';

type Errors = Record<string, string>;

/**
 * The deal page's pricing forms, through the use cases of `PUT /v1/deal/{id}/pricing`,
 * `POST …/pricing/refresh-rates` and the estimate routes, after the domain's checks of those
 * bodies. A refusal by a field (400), or a conflict the API answers 409 (a card in another
 * currency, a role missing from the card, an archived role), re-renders the page with the form as
 * typed and the message by its field; nothing is written. A pending or archived deal is the error
 * page with the API's message (409), before any form is read.
 */
@WebController(':space/deals/:deal/pricing')
export class DealPricingWebController {
  constructor(
    @InjectWeb('deals') private readonly deals: WebParts['deals'],
    @InjectWeb('pricing') private readonly pricing: WebParts['pricing'],
  ) {}

  @Post()
  async setPricing(
    @Signed() web: WebContext,
    @Param('space') spaceId: string,
    @Param('deal') dealId: string,
    @Body() body: unknown,
    @Res() response: HttpResponse,
  ): Promise<void> {
    const ids = { spaceId, dealId };
    const { phases } = await readChangeableDeal(this.deals.reads, web.actor, ids);
    const { values, request, issues } = dealPricingFrom(new FormFields(body));
    const form = (errors: Errors): PricingFormState => ({ form: 'pricing', values, errors });
    if (request === null) return this.refuse(response, web, ids, form(issuesByField(issues)), 400);
    const saved = await setDealPricing(this.pricing.write, web.actor, dealId, request);
    const next = phaseTabPath(spaceId, dealId, phases[0]?.id ?? null, 'pricing');
    await this.finish(response, web, ids, saved, (errors) => form(errors), 'rate_card_id', next);
  }

  @Post('refresh-rates')
  async refreshRates(
    @Signed() web: WebContext,
    @Param('space') spaceId: string,
    @Param('deal') dealId: string,
    @Res() response: HttpResponse,
  ): Promise<void> {
    const ids = { spaceId, dealId };
    const { phases } = await readChangeableDeal(this.deals.reads, web.actor, ids);
    const refreshed = await refreshDealRates(this.pricing.write, web.actor, dealId);
    const current = await this.pricing.reads.dealPricing.findByDeal(dealId);
    const form = (errors: Errors): PricingFormState => ({
      form: 'pricing',
      values: pricingValuesOf(current, null),
      errors: { '': Object.values(errors).join('; ') },
    });
    const next = phaseTabPath(spaceId, dealId, phases[0]?.id ?? null, 'rates-refreshed');
    await this.finish(response, web, ids, refreshed, form, '', next);
  }

  @Post('phases/:phase/effort')
  addEffort(
    @Signed() web: WebContext,
    @Param('space') spaceId: string,
    @Param('deal') dealId: string,
    @Param('phase') phaseId: string,
    @Body() body: unknown,
    @Res() response: HttpResponse,
  ): Promise<void> {
    return this.add(response, web, { spaceId, dealId }, phaseId, body, 'effort');
  }

  @Post('phases/:phase/fixed')
  addFixed(
    @Signed() web: WebContext,
    @Param('space') spaceId: string,
    @Param('deal') dealId: string,
    @Param('phase') phaseId: string,
    @Body() body: unknown,
    @Res() response: HttpResponse,
  ): Promise<void> {
    return this.add(response, web, { spaceId, dealId }, phaseId, body, 'fixed');
  }

  @Post('phases/:phase/estimates/:estimate')
  async editEstimate(
    @Signed() web: WebContext,
    @Param('space') spaceId: string,
    @Param('deal') dealId: string,
    @Param('phase') phaseId: string,
    @Param('estimate') estimateId: string,
    @Body() body: unknown,
    @Res() response: HttpResponse,
  ): Promise<void> {
    const ids = { spaceId, dealId };
    await readChangeableDeal(this.deals.reads, web.actor, ids);
    const estimate = (await this.pricing.reads.estimates.listByDeal(dealId)).find(
      (one) => one.id === estimateId && one.phaseId === phaseId,
    );
    if (!estimate) throw new DomainErrorException({ kind: 'NotFound', resource: 'estimate' });
    const { values, request, issues } = estimateEditFrom(new FormFields(body), estimate);
    const form = (errors: Errors): PricingFormState => ({
      form: 'estimate',
      phaseId,
      estimateId,
      values,
      errors,
    });
    if (request === null) return this.refuse(response, web, ids, form(issuesByField(issues)), 400);
    const edited = await editEstimate(this.pricing.write, web.actor, dealId, phaseId, estimateId, request);
    const field = estimate.kind === 'effort' ? 'role_id' : '';
    await this.finish(
      response,
      web,
      ids,
      edited,
      form,
      field,
      phaseTabPath(spaceId, dealId, phaseId, 'estimate-saved'),
    );
  }

  @Post('phases/:phase/estimates/:estimate/remove')
  async removeEstimate(
    @Signed() web: WebContext,
    @Param('space') spaceId: string,
    @Param('deal') dealId: string,
    @Param('phase') phaseId: string,
    @Param('estimate') estimateId: string,
    @Res() response: HttpResponse,
  ): Promise<void> {
    await readChangeableDeal(this.deals.reads, web.actor, { spaceId, dealId });
    const removed = await removeEstimate(this.pricing.write, web.actor, dealId, phaseId, estimateId);
    if (!removed.ok) throw new DomainErrorException(removed.error);
    respond(response, redirect(phaseTabPath(spaceId, dealId, phaseId, 'estimate-removed')));
  }

  private async add(
    response: HttpResponse,
    web: WebContext,
    ids: DealIds,
    phaseId: string,
    body: unknown,
    kind: EstimateKind,
  ): Promise<void> {
    const { phases } = await readChangeableDeal(this.deals.reads, web.actor, ids);
    if (!phases.some((phase) => phase.id === phaseId))
      throw new DomainErrorException({ kind: 'NotFound', resource: 'phase' });
    const { values, request, issues } = newEstimateFrom(new FormFields(body), kind);
    const form = (errors: Errors): PricingFormState => ({ form: `new-${kind}`, phaseId, values, errors });
    if (request === null) return this.refuse(response, web, ids, form(issuesByField(issues)), 400);
    const added = await addEstimate(this.pricing.write, web.actor, ids.dealId, phaseId, request);
    const next = phaseTabPath(ids.spaceId, ids.dealId, phaseId, 'estimate-added');
    await this.finish(response, web, ids, added, form, kind === 'effort' ? 'role_id' : '', next);
  }

  /**
   * After the use case: on to `next`, or the form again. Field issues go by their fields; a
   * conflict, or a card or role out of reach, by `field` (the choice it is about), as the API's
   * message; anything else is the error page.
   */
  private async finish(
    response: HttpResponse,
    web: WebContext,
    ids: DealIds,
    result: Result<unknown, DomainError>,
    form: (errors: Errors) => PricingFormState,
    field: string,
    next: string,
  ): Promise<void> {
    if (result.ok) return respond(response, redirect(next));
    const error = result.error;
    if (error.kind === 'Validation')
      return this.refuse(response, web, ids, form(issuesByField(error.issues)), 400);
    if (error.kind === 'Conflict')
      return this.refuse(response, web, ids, form({ [field]: error.message }), 409);
    const reachable =
      error.kind === 'NotFound' && (error.resource === 'rate card' || error.resource === 'role');
    if (reachable)
      return this.refuse(response, web, ids, form({ [field]: `${error.resource} not found` }), 404);
    throw new DomainErrorException(error);
  }

  private refuse(
    response: HttpResponse,
    web: WebContext,
    ids: DealIds,
    pricingForm: PricingFormState,
    status: number,
  ): Promise<void> {
    return renderDealPage(this.deals, response, web, ids, { notice: null, pricingForm }, status);
  }
}
