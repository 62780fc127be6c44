export type {
  DealPrice,
  DealTotals,
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
  dealTotals,
  discountAmount,
  effortAmount,
  marginOf,
  MissingRateError,
  priceDeal,
  priceLine,
  pricingVariance,
} from './pricing';
export { decimalPlaces, scaled, scaledRounded, unscaled } from './decimal';
export type { Role, RoleUnit } from './role';
export { isRoleUnit, ROLE_UNITS } from './role';
export type { RateCard } from './rate-card';
export type { DealPricing, Estimate, PricingState } from './deal-pricing';
export type { LineAmounts, LineTotals, StoredLineAmounts } from './line-totals';
export { storedAmountsOf, totalsOfLines, withLine } from './line-totals';
export type {
  DealLineTotals,
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
