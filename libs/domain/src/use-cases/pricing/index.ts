// Roles and rate cards of a space; a deal's pricing and its estimates (docs/pricing.md).
export type { PricingWriteDeps } from './pricing.deps';
export { archiveRole, createRole, listRoles, updateRole } from './roles.use-cases';
export { createRateCard, listRateCards, updateRateCard } from './rate-cards.use-cases';
export { priceOf, readDealPricing, refreshDealRates, setDealPricing } from './deal-pricing.use-cases';
export { readDealPricingAnswer, type PricingAnswerCache } from './pricing-answer.use-case';
export { addEstimate, editEstimate, MAX_ESTIMATES_PER_DEAL, removeEstimate } from './estimates.use-cases';
