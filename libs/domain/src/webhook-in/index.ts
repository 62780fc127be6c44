export { parseIncomingPayload } from './incoming-payload.parser';
export { INCOMING_FIELDS } from './incoming-payload';
export type { IncomingField, IncomingPayload } from './incoming-payload';
export { planDealMatch } from './deal-match.plan';
export type { DealMatchPlan } from './deal-match.plan';
export {
  UPDATE_DEAL_FIELDS,
  appliesField,
  isUpdateDealField,
  unmappedFieldWarning,
  unmappedFieldWarnings,
} from './update-deal-fields';
export type { UpdateDealField, UpdateDealFields } from './update-deal-fields';
export { incomingChanges } from './incoming-changes.mapper';
export type {
  FieldChange,
  IncomingChangeSet,
  IncomingChanges,
  IncomingFieldUpdates,
  IncomingStatusMove,
} from './incoming-change-set';
export type { TokenBucketDecision, TokenBucketRule, TokenBucketState } from './token-bucket.policy';
export { msUntilFull, takeToken } from './token-bucket.policy';
export { applyIncomingChangeSet } from './incoming-change.apply';
export type { InboundReceiptRepository } from './inbound-receipt.repository';
