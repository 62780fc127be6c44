export type {
  DealPrice,
  EffortLine,
  FixedLine,
  PhaseAmount,
  PricedLine,
  PricingInput,
  PricingLine,
  PricingTargets,
  PricingVariance,
  RoleAmount,
  RoleRate,
} from './pricing';
export {
  BASIS_POINTS,
  discountAmount,
  effortAmount,
  marginOf,
  MissingRateError,
  priceDeal,
  pricingVariance,
} from './pricing';
export { decimalPlaces, scaled, scaledRounded, unscaled } from './decimal';
export type { Role, RoleUnit } from './role';
export { isRoleUnit, ROLE_UNITS } from './role';
export type { RateCard } from './rate-card';
export type { DealPricing, Estimate, PricingState } from './deal-pricing';
export type {
  DealPricingRepository,
  EstimateRepository,
  RateCardRepository,
  RoleRepository,
} from './pricing.repository';
export * from './requests';
export { applyEstimateEdit } from './estimate-edit';
export type { PricedDeal } from './deal-price';
export { pricedDeal } from './deal-price';
export {
  currencyLockedMessage,
  ESTIMATED_FIELDS,
  FIGURES_FROM_ESTIMATES,
  withEstimatedFigures,
} from './estimated-figures';
