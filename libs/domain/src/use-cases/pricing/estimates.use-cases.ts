import type { Actor } from '../../credentials/actor';
import type { Deal } from '../../deal/deal';
import { applyEstimateEdit } from '../../pricing/estimate-edit';
import type { DealPricing, Estimate } from '../../pricing/deal-pricing';
import { withLine } from '../../pricing/line-totals';
import type { PricedLine } from '../../pricing/pricing';
import type { Role } from '../../pricing/role';
import { priceLine } from '../../pricing/pricing';
import type { EstimateEditRequest, NewEstimateRequest } from '../../pricing/requests/estimate.request';
import type { Repositories } from '../../ports/repositories';
import type { DomainError } from '../../shared/domain-error';
import { err, ok, type Result } from '../../shared/result';
import { lockDealForPhaseChange, lockDealForPhaseChangeWith, PHASE_NOT_FOUND } from '../deals/phase-change';
import { NO_RATE_CARD } from './deal-pricing.use-cases';
import type { DealChangeDeps } from '../deals/save-deal-change';
import { pricingConflict, ROLE_NOT_FOUND } from './pricing-access';
import {
  readPricingState,
  saveDraftTotalsChange,
  savePricingChange,
  storeLineAmounts,
  type PricingState,
} from './pricing-change';

export const ESTIMATE_NOT_FOUND: DomainError = { kind: 'NotFound', resource: 'estimate' };

/**
 * The most estimates one deal holds. Past draft every estimate write reads every line (the version
 * keeps them all), as do an edit and a removal, so a deal without a bound would make each write
 * dearer for good; 5,000 is two and a half times the largest deal the performance goals measure.
 */
export const MAX_ESTIMATES_PER_DEAL = 5000;

/**
 * POST /v1/deal/{id}/phases/{phase_id}/estimates: whoever may change the deal (not pending, not
 * archived). A phase of another deal is 404. A deal that holds MAX_ESTIMATES_PER_DEAL already is
 * 409. An effort estimate's role must be a live role of the deal's space (another space's is 404;
 * an unknown or archived one 409 naming it) that the deal's copy of its rate card rates (409
 * naming it). Answers the estimate priced as a line. Each estimate write is a change of the deal,
 * whose price, cost and margin it recomputes.
 *
 * On a draft deal the new line's amounts are added to the sums its lines keep (docs/pricing.md
 * "Stored line amounts"): one read whatever the deal's size, and no other line read or priced.
 * Past draft the version holds every estimate as it was, so every line is read (addToEveryLine).
 */
export async function addEstimate(
  deps: DealChangeDeps,
  actor: Actor,
  dealId: string,
  phaseId: string,
  input: NewEstimateRequest,
): Promise<Result<PricedLine<Estimate>, DomainError>> {
  return deps.uow.transaction(async (repos) => {
    const roleId = input.kind === 'effort' ? input.roleId : null;
    // The caller's membership and the automations the change's events go to are read with the
    // totals, the automations held from edits by the lock: two round trips fewer (issue 25).
    const locked = await lockDealForPhaseChangeWith(repos, actor, dealId, (found, userId) =>
      repos.dealPricing.findLineTotals(found.id, phaseId, roleId, { spaceId: found.spaceId, userId }),
    );
    if (!locked.ok) return locked;
    const { deal, read } = locked.value;
    if (deal.status !== 'draft') return addToEveryLine(repos, deps, actor, deal, phaseId, input);
    const { pricing, hasPhase, role, totals } = read;
    // Lines written before their amounts were stored: priced in full once, which stores them all.
    if (totals.unpriced > 0) return addToEveryLine(repos, deps, actor, deal, phaseId, input);
    if (!hasPhase) return err(PHASE_NOT_FOUND);
    // The deal is locked: two adds at once count one after the other.
    if (totals.lines >= MAX_ESTIMATES_PER_DEAL) return err(TOO_MANY_ESTIMATES);
    const checked = checkedEstimate(deps, deal, phaseId, input, role, pricing);
    if (!checked.ok) return checked;
    const line = priceEstimate(pricing, checked.value);
    // The row goes in with the deal's UPDATE, in its statement: one round trip fewer than an INSERT
    // of its own (issue 25), the insert being the same one `estimates.insert` sends.
    const newEstimate = { estimate: checked.value, amounts: line };
    const totalsAfter = withLine(totals, line);
    const discount = pricing?.discount ?? 0;
    const writes = { newEstimate, heldAutomations: read.dealUpdatedAutomations };
    await saveDraftTotalsChange(repos, deps, actor, deal, totalsAfter, discount, writes);
    return ok(line);
  });
}

const TOO_MANY_ESTIMATES = pricingConflict(`a deal holds at most ${MAX_ESTIMATES_PER_DEAL} estimates`);

/**
 * A new estimate priced with every line of the deal: past draft (its version keeps them all), and
 * on a draft deal whose lines do not all keep their amounts yet, whose amounts it then stores.
 */
async function addToEveryLine(
  repos: Repositories,
  deps: DealChangeDeps,
  actor: Actor,
  deal: Deal,
  phaseId: string,
  input: NewEstimateRequest,
): Promise<Result<PricedLine<Estimate>, DomainError>> {
  // An effort estimate's role comes with the pricing state: one round trip, not two.
  const read =
    input.kind === 'effort'
      ? await repos.dealPricing.findStateWithRole(deal.id, input.roleId)
      : { ...(await readPricingState(repos, deal.id)), role: null };
  const { role, ...before } = read;
  if (!before.phases.some((phase) => phase.id === phaseId)) return err(PHASE_NOT_FOUND);
  if (before.estimates.length >= MAX_ESTIMATES_PER_DEAL) return err(TOO_MANY_ESTIMATES);
  const checked = checkedEstimate(deps, deal, phaseId, input, role, before.pricing);
  if (!checked.ok) return checked;
  const estimate = checked.value;
  const line = priceEstimate(before.pricing, estimate);
  await repos.estimates.insert(estimate, line);
  const estimates = [...before.estimates, estimate];
  const priced = await savePricingChange(repos, deps, actor, deal, before, { ...before, estimates });
  if (deal.status === 'draft') await storeLineAmounts(repos, deal.id, priced.price.lines);
  return ok(line);
}

/** The new estimate, its id given once it passed the checks before it (phase, count). */
function checkedEstimate(
  deps: DealChangeDeps,
  deal: Deal,
  phaseId: string,
  input: NewEstimateRequest,
  role: Role | null,
  pricing: DealPricing | null,
): Result<Estimate, DomainError> {
  const { name } = input;
  const base = { id: deps.ids.next('est'), dealId: deal.id, phaseId, name };
  const estimate: Estimate =
    input.kind === 'effort'
      ? { ...base, kind: 'effort', roleId: input.roleId, quantity: input.quantity }
      : { ...base, kind: 'fixed', fixedPrice: input.fixedPrice, fixedCost: input.fixedCost };
  return estimate.kind === 'effort' ? checkEstimatedRole(role, deal, pricing, estimate) : ok(estimate);
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
      const checked = checkEstimatedRole(role, deal, before.pricing, next);
      if (!checked.ok) return checked;
    }
    const line = priceEstimate(before.pricing, next);
    await repos.estimates.update(next, line);
    const estimates = before.estimates.map((one) => (one.id === next.id ? next : one));
    await savePricingChange(repos, deps, actor, deal, before, { ...before, estimates });
    return ok(line);
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
  pricing: DealPricing | null,
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

/** The estimate priced on its own, as the deal's pricing prices it: its amounts and the answer's line. */
function priceEstimate(pricing: DealPricing | null, estimate: Estimate): PricedLine<Estimate> {
  return priceLine(estimate, pricing?.rates ?? [], pricing?.contingency ?? 0);
}
