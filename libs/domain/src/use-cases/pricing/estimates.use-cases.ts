import type { Actor } from '../../credentials/actor';
import type { Deal } from '../../deal/deal';
import { applyEstimateEdit } from '../../pricing/estimate-edit';
import type { Estimate } from '../../pricing/deal-pricing';
import type { PricedLine } from '../../pricing/pricing';
import { priceDeal } from '../../pricing/pricing';
import type { EstimateEditRequest, NewEstimateRequest } from '../../pricing/requests/estimate.request';
import type { Repositories } from '../../ports/repositories';
import type { DomainError } from '../../shared/domain-error';
import { err, ok, type Result } from '../../shared/result';
import { findDealPhase, lockDealForPhaseChange } from '../deals/phase-change';
import { NO_RATE_CARD } from './deal-pricing.use-cases';
import type { PricingWriteDeps } from './pricing.deps';
import { pricingConflict, ROLE_NOT_FOUND } from './pricing-access';

export const ESTIMATE_NOT_FOUND: DomainError = { kind: 'NotFound', resource: 'estimate' };

/**
 * POST /v1/deal/{id}/phases/{phase_id}/estimates: whoever may change the deal (not pending, not
 * archived). A phase of another deal is 404. An effort estimate's role must be a live role of the
 * deal's space (another space's is 404; an unknown or archived one 409 naming it) that the deal's
 * copy of its rate card rates (409 naming it). Answers the estimate priced as a line.
 */
export async function addEstimate(
  deps: PricingWriteDeps,
  actor: Actor,
  dealId: string,
  phaseId: string,
  input: NewEstimateRequest,
): Promise<Result<PricedLine<Estimate>, DomainError>> {
  return deps.uow.transaction(async (repos) => {
    const locked = await lockDealForPhaseChange(repos, actor, dealId);
    if (!locked.ok) return locked;
    const deal = locked.value;
    const phase = await findDealPhase(repos, deal, phaseId);
    if (!phase.ok) return phase;
    const { name } = input;
    const base = { id: deps.ids.next('est'), dealId: deal.id, phaseId, name };
    const estimate: Estimate =
      input.kind === 'effort'
        ? { ...base, kind: 'effort', roleId: input.roleId, quantity: input.quantity }
        : { ...base, kind: 'fixed', fixedPrice: input.fixedPrice, fixedCost: input.fixedCost };
    const checked =
      estimate.kind === 'effort' ? await checkEstimatedRole(repos, deal, estimate) : ok(estimate);
    if (!checked.ok) return checked;
    await repos.estimates.insert(estimate);
    return ok(await priceLine(repos, deal, estimate));
  });
}

/** PATCH …/estimates/{estimate_id}: the fields sent change; an effort estimate's role is checked again. */
export async function editEstimate(
  deps: PricingWriteDeps,
  actor: Actor,
  dealId: string,
  phaseId: string,
  estimateId: string,
  edit: EstimateEditRequest,
): Promise<Result<PricedLine<Estimate>, DomainError>> {
  return deps.uow.transaction(async (repos) => {
    const found = await lockEstimate(repos, actor, dealId, phaseId, estimateId);
    if (!found.ok) return found;
    const { deal, estimate } = found.value;
    const edited = applyEstimateEdit(estimate, edit);
    if (!edited.ok) return err({ kind: 'Validation', issues: edited.error });
    const next = edited.value;
    const roleChanged =
      next.kind === 'effort' && estimate.kind === 'effort' && next.roleId !== estimate.roleId;
    if (roleChanged) {
      const checked = await checkEstimatedRole(repos, deal, next);
      if (!checked.ok) return checked;
    }
    await repos.estimates.update(next);
    return ok(await priceLine(repos, deal, next));
  });
}

/** DELETE …/estimates/{estimate_id}. */
export async function removeEstimate(
  deps: PricingWriteDeps,
  actor: Actor,
  dealId: string,
  phaseId: string,
  estimateId: string,
): Promise<Result<void, DomainError>> {
  return deps.uow.transaction(async (repos) => {
    const found = await lockEstimate(repos, actor, dealId, phaseId, estimateId);
    if (!found.ok) return found;
    await repos.estimates.delete(dealId, estimateId);
    return ok(undefined);
  });
}

/** The deal (locked, changeable), then its phase, then the phase's estimate: each out of reach is 404. */
async function lockEstimate(
  repos: Repositories,
  actor: Actor,
  dealId: string,
  phaseId: string,
  estimateId: string,
): Promise<Result<{ deal: Deal; estimate: Estimate }, DomainError>> {
  const locked = await lockDealForPhaseChange(repos, actor, dealId);
  if (!locked.ok) return locked;
  const phase = await findDealPhase(repos, locked.value, phaseId);
  if (!phase.ok) return phase;
  const estimate = (await repos.estimates.listByDeal(dealId)).find(
    (candidate) => candidate.id === estimateId && candidate.phaseId === phaseId,
  );
  return estimate ? ok({ deal: locked.value, estimate }) : err(ESTIMATE_NOT_FOUND);
}

async function checkEstimatedRole(
  repos: Repositories,
  deal: Deal,
  estimate: Estimate & { kind: 'effort' },
): Promise<Result<Estimate, DomainError>> {
  const role = await repos.roles.findById(estimate.roleId);
  if (role === null) return err(pricingConflict(`role ${estimate.roleId} is unknown`));
  if (role.spaceId !== deal.spaceId) return err(ROLE_NOT_FOUND);
  if (role.archived) return err(pricingConflict(`role ${role.id} is archived`));
  const pricing = await repos.dealPricing.findByDeal(deal.id);
  if (pricing === null) return err(NO_RATE_CARD);
  if (!pricing.rates.some((rate) => rate.roleId === role.id)) {
    return err(pricingConflict(`role ${role.id} is missing from rate card ${pricing.rateCardId}`));
  }
  return ok(estimate);
}

async function priceLine(repos: Repositories, deal: Deal, estimate: Estimate): Promise<PricedLine<Estimate>> {
  const pricing = await repos.dealPricing.findByDeal(deal.id);
  const [line] = priceDeal({
    phaseIds: [estimate.phaseId],
    rates: pricing?.rates ?? [],
    contingency: pricing?.contingency ?? 0,
    discount: 0,
    lines: [estimate],
  }).lines;
  if (!line) throw new Error('a priced estimate has its line');
  return line;
}
