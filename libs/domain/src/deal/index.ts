export type { Deal, DealOwner } from './deal';
export { dealMargin } from './deal';
export type { DealStatus } from './deal-status';
export { CLOSED_STATUSES, DEAL_STATUSES, isClosedStatus, isDealStatus } from './deal-status';
export type { DatedPhase, Phase, PinnedPhase, RelativePhase } from './phase';
export { datedPhase, phaseDates } from './phase';
export type { PhasePlan } from './phase-placement';
export { placePhase, samePhase } from './phase-placement';
export type { DealVersion, DealVersionReason, EstimateSnapshot, PricingSnapshot } from './deal-version';
export type { TransitionSource } from './deal-transitions';
export { APPLICATION_TRANSITIONS, describeApplicationTransitions, isMoveAllowed } from './deal-transitions';
export type { StatusMove, StatusMoveOutcome } from './deal-transition';
export { transition } from './deal-transition';
export type { GateRefusal, StatusMover } from './approval-gate';
export { gateRefusal, isWithdrawal } from './approval-gate';
export { checkChangeable, checkEditable } from './deal-editability';
export type {
  DealListQuery,
  DealRepository,
  DealUpdateOptions,
  DealVersionRepository,
  NewEstimateRow,
  PhaseRepository,
} from './deal.repository';
export type { DealEdit, DealEditOutcome } from './deal-edit';
export { applyDealEdit, newDraftDeal } from './deal-edit';
export { EXTERNAL_ID_MAX_LENGTH, EXTERNAL_ID_RULE_TEXT, isExternalId } from './external-id';
export { DEAL_DATE_MAX_MS, DEAL_DATE_MIN_MS, DEAL_DATE_RANGE_TEXT, isDealDate } from './deal-date';
export * from './requests';
export { movesPhases, phaseOutsideDealDates, phaseRangeIssue } from './phase-date-range.rule';
