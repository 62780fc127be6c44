import type { Actor } from '../../credentials/actor';
import type { Deal } from '../../deal/deal';
import { applyEstimateEdit } from '../../pricing/estimate-edit';
import type { Estimate } from '../../pricing/deal-pricing';
import type { PricedLine } from '../../pricing/pricing';
import type { Role } from '../../pricing/role';
import { priceDeal } from '../../pricing/pricing';
import type { EstimateEditRequest, NewEstimateRequest } from '../../pricing/requests/estimate.request';
import type { Repositories } from '../../ports/repositories';
import type { DomainError } from '../../shared/domain-error';
import { err, ok, type Result } from '../../shared/result';
import { lockDealForPhaseChange, PHASE_NOT_FOUND } from '../deals/phase-change';
import { NO_RATE_CARD } from './deal-pricing.use-cases';
import type { DealChangeDeps } from '../deals/save-deal-change';
import { pricingConflict, ROLE_NOT_FOUND } from './pricing-access';
import { readPricingState, savePricingChange, type PricingState } from './pricing-change';

export const ESTIMATE_NOT_FOUND: DomainError = { kind: 'NotFound', resource: 'estimate' };

/**
 * The most estimates one deal holds. Every estimate write reads and prices all of the deal's lines
 * (its price, cost and margin come from every one), so a deal without a bound would make each write
 * dearer for good; 5,000 is two and a half times the largest deal the performance goals measure.
 */
export const MAX_ESTIMATES_PER_DEAL = 5000;

/**
 * POST /v1/deal/{id}/phases/{phase_id}/estimates: whoever may change the deal (not pending, not
 * archived). A phase of another deal is 404. An effort estimate's role must be a live role of the
 * deal's space (another space's is 404; an unknown or archived one 409 naming it) that the deal's
 * copy of its rate card rates (409 naming it). A deal that holds MAX_ESTIMATES_PER_DEAL already is
 * 409. Answers the estimate priced as a line. Each estimate
 * write is a change of the deal, whose price, cost and margin it recomputes (savePricingChange).
 */
export async function addEstimate(
  deps: DealChangeDeps,
  actor: Actor,
  dealId: string,
  phaseId: string,
  input: NewEstimateRequest,
): Promise<Result<PricedLine<Estimate>, DomainError>> {
  return deps.uow.transaction(async (repos) => {
    const locked = await lockDealForPhaseChange(repos, actor, dealId);
    if (!locked.ok) return locked;
    const deal = locked.value;
    // An effort estimate's role comes with the pricing state: one round trip, not two.
    const read =
      input.kind === 'effort'
        ? await repos.dealPricing.findStateWithRole(deal.id, input.roleId)
        : { ...(await readPricingState(repos, deal.id)), role: null };
    const { role, ...before } = read;
    if (!before.phases.some((phase) => phase.id === phaseId)) return err(PHASE_NOT_FOUND);
    // The deal is locked: two adds at once count one after the other.
    if (before.estimates.length >= MAX_ESTIMATES_PER_DEAL) {
      return err(pricingConflict(`a deal holds at most ${MAX_ESTIMATES_PER_DEAL} estimates`));
    }
    const { name } = input;
    const base = { id: deps.ids.next('est'), dealId: deal.id, phaseId, name };
    const estimate: Estimate =
      input.kind === 'effort'
        ? { ...base, kind: 'effort', roleId: input.roleId, quantity: input.quantity }
        : { ...base, kind: 'fixed', fixedPrice: input.fixedPrice, fixedCost: input.fixedCost };
    const checked =
      estimate.kind === 'effort' ? checkEstimatedRole(role, deal, before, estimate) : ok(estimate);
    if (!checked.ok) return checked;
    await repos.estimates.insert(estimate);
    const estimates = [...before.estimates, estimate];
    await savePricingChange(repos, deps, actor, deal, before, { ...before, estimates });
    return ok(priceLine(before, estimate));
  });
}

/** PATCH …/estimates/{estimate_id}: the fields sent change; an effort estimate's role is checked again. */
export async function editEstimate(
  deps: DealChangeDeps,
  actor: Actor,
  dealId: string,
  phaseId: string,
  estimateId: string,
  edit: EstimateEditRequest,
): Promise<Result<PricedLine<Estimate>, DomainError>> {
  return deps.uow.transaction(async (repos) => {
    const found = await lockEstimate(repos, actor, dealId, phaseId, estimateId);
    if (!found.ok) return found;
    const { deal, estimate, before } = found.value;
    const edited = applyEstimateEdit(estimate, edit);
    if (!edited.ok) return err({ kind: 'Validation', issues: edited.error });
    const next = edited.value;
    const roleChanged =
      next.kind === 'effort' && estimate.kind === 'effort' && next.roleId !== estimate.roleId;
    if (roleChanged) {
      const role = await repos.roles.findById(next.roleId);
      const checked = checkEstimatedRole(role, deal, before, next);
      if (!checked.ok) return checked;
    }
    await repos.estimates.update(next);
    const estimates = before.estimates.map((one) => (one.id === next.id ? next : one));
    await savePricingChange(repos, deps, actor, deal, before, { ...before, estimates });
    return ok(priceLine(before, next));
  });
}

/** DELETE …/estimates/{estimate_id}. */
export async function removeEstimate(
  deps: DealChangeDeps,
  actor: Actor,
  dealId: string,
  phaseId: string,
  estimateId: string,
): Promise<Result<void, DomainError>> {
  return deps.uow.transaction(async (repos) => {
    const found = await lockEstimate(repos, actor, dealId, phaseId, estimateId);
    if (!found.ok) return found;
    const { deal, before } = found.value;
    await repos.estimates.delete(dealId, estimateId);
    const estimates = before.estimates.filter((one) => one.id !== estimateId);
    await savePricingChange(repos, deps, actor, deal, before, { ...before, estimates });
    return ok(undefined);
  });
}

/**
 * The deal (locked, changeable), then its phase, then the phase's estimate: each out of reach is
 * 404. With the deal's pricing state as it was before the change.
 */
async function lockEstimate(
  repos: Repositories,
  actor: Actor,
  dealId: string,
  phaseId: string,
  estimateId: string,
): Promise<Result<{ deal: Deal; estimate: Estimate; before: PricingState }, DomainError>> {
  const locked = await lockDealForPhaseChange(repos, actor, dealId);
  if (!locked.ok) return locked;
  const before = await readPricingState(repos, dealId);
  if (!before.phases.some((phase) => phase.id === phaseId)) return err(PHASE_NOT_FOUND);
  const estimate = before.estimates.find(
    (candidate) => candidate.id === estimateId && candidate.phaseId === phaseId,
  );
  return estimate ? ok({ deal: locked.value, estimate, before }) : err(ESTIMATE_NOT_FOUND);
}

/** An effort estimate's role (`role`: the role of its id, null when none) as the deal may use it. */
function checkEstimatedRole(
  role: Role | null,
  deal: Deal,
  { pricing }: PricingState,
  estimate: Estimate & { kind: 'effort' },
): Result<Estimate, DomainError> {
  if (role === null) return err(pricingConflict(`role ${estimate.roleId} is unknown`));
  if (role.spaceId !== deal.spaceId) return err(ROLE_NOT_FOUND);
  if (role.archived) return err(pricingConflict(`role ${role.id} is archived`));
  if (pricing === null) return err(NO_RATE_CARD);
  if (!pricing.rates.some((rate) => rate.roleId === role.id)) {
    return err(pricingConflict(`role ${role.id} is missing from rate card ${pricing.rateCardId}`));
  }
  return ok(estimate);
}

function priceLine({ pricing }: PricingState, estimate: Estimate): PricedLine<Estimate> {
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
