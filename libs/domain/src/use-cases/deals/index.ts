// Deal use cases: each reaches the deal through its space, and every change is one transaction.
export type { AddPhaseInput } from './add-phase.use-case';
export { addPhase } from './add-phase.use-case';
export { checkExternalIdFree, EXTERNAL_ID_TAKEN } from './external-id.check';
export type { CreateDealDeps, CreateDealInput } from './create-deal.use-case';
export { createDeal, DEFAULT_CURRENCY } from './create-deal.use-case';
export type { DealPage, ListDealsQuery } from './list-deals.use-case';
export { listDeals } from './list-deals.use-case';
export type { MoveDealStatusInput } from './move-deal-status.use-case';
export { moveDealStatus } from './move-deal-status.use-case';
export { getDeal, listPhases, listVersions } from './read-deal.use-cases';
export type { ReachedDeal } from './reach-deal';
export { reachDeal } from './reach-deal';
export type { RescheduleDealInput, RescheduleOutcome } from './reschedule-deal.use-case';
export type { DealChangeContext, DealChangeDeps } from './save-deal-change';
export { saveDealChange } from './save-deal-change';
export { rescheduleDeal } from './reschedule-deal.use-case';
export type { UpdateDealInput } from './update-deal.use-case';
export { updateDeal } from './update-deal.use-case';
