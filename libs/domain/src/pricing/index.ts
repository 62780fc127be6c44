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
