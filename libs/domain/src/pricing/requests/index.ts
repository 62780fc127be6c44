export {
  amountRule,
  atMostDecimals,
  ESTIMATE_QUANTITY_MAX,
  fractionRule,
  PRICING_MONEY_MAX,
  quantityRule,
  RATE_CARD_MAX_RATES,
} from './pricing-field.rules';
export type { NewRoleRequest, RoleEditRequest } from './role.request';
export { NEW_ROLE_RULES, parseNewRoleRequest, parseRoleEditRequest, ROLE_EDIT_RULES } from './role.request';
export type { NewRateCardRequest, RateCardEditRequest } from './rate-card.request';
export {
  NEW_RATE_CARD_RULES,
  parseNewRateCardRequest,
  parseRateCardEditRequest,
  RATE_CARD_EDIT_RULES,
  RATE_RULES,
} from './rate-card.request';
export type { DealPricingRequest } from './deal-pricing.request';
export { DEAL_PRICING_RULES, parseDealPricingRequest } from './deal-pricing.request';
export type { EstimateEditRequest, NewEstimateRequest } from './estimate.request';
export {
  ESTIMATE_EDIT_RULES,
  NEW_ESTIMATE_RULES,
  parseEstimateEditRequest,
  parseNewEstimateRequest,
} from './estimate.request';
