import type { Condition, ConditionResult } from './condition';
import { evaluateReceivedConditions } from './condition.matcher';
import type { Deal } from '../deal/deal';
import { planDealMatch } from '../webhook-in/deal-match.plan';
import type { IncomingChanges } from '../webhook-in/incoming-change-set';
import { incomingChanges } from '../webhook-in/incoming-changes.mapper';
import type { IncomingPayload } from '../webhook-in/incoming-payload';
import { unmappedFieldWarnings, type UpdateDealFields } from '../webhook-in/update-deal-fields';

/**
 * The setup mistakes "Test a received event" catches (SPEC §6.2), worded for the automation editor;
 * besides these, every payload field the Update Deal action does not map (update-deal-fields.ts).
 */
export const TEST_RECEIPT_WARNINGS = {
  noUpdateDealAction: 'no Update Deal action is mapped',
  idMatchesNoDeal: 'the id matches no deal',
  externalIdMatchesNoDeal: 'the external_id matches no deal',
  noIdentifier: 'the payload has neither id nor external_id, so it matches no deal',
} as const;

export interface TestReceiptInput {
  readonly payload: IncomingPayload;
  /** The deal the application found by following `planDealMatch(payload)`, or null when none matched. */
  readonly deal: Deal | null;
  readonly hasUpdateDealAction: boolean;
  readonly appliedFields?: UpdateDealFields;
  /** The `webhook_received` conditions to test; none (the default) for another trigger. */
  readonly conditions?: readonly Condition[];
}

export interface TestReceipt {
  readonly received: true;
  /** Each condition with whether it held on this payload and the matched deal, in order. */
  readonly conditions: readonly ConditionResult[];
  readonly deal_matched: boolean;
  readonly deal_id: string | null;
  /** What the live call would answer as `applied`: a deal matched, every condition held, an action. */
  readonly would_apply: boolean;
  readonly changes: IncomingChanges;
  readonly warnings: readonly string[];
}

/**
 * The receipt of "Test a received event" (SPEC §6.2); nothing is written. Each condition is tested
 * as the live call tests it (`evaluateReceivedConditions`; with no deal matched, a `deal.…`
 * condition does not hold). `changes` is what the live call would apply: empty when a condition
 * fails, or without an Update Deal action. The matched deal is still reported without one: the user
 * learns about both setup mistakes in one test instead of fixing them one by one.
 */
export function buildTestReceipt(input: TestReceiptInput): TestReceipt {
  const { payload, deal, hasUpdateDealAction } = input;
  const warnings: string[] = [];
  if (!hasUpdateDealAction) warnings.push(TEST_RECEIPT_WARNINGS.noUpdateDealAction);
  if (deal === null) warnings.push(noMatchWarning(payload));
  if (hasUpdateDealAction) warnings.push(...unmappedFieldWarnings(payload, input.appliedFields));
  const conditions = evaluateReceivedConditions(input.conditions ?? [], payload, deal);
  const wouldApply = deal !== null && hasUpdateDealAction && conditions.every((result) => result.matched);
  const changes = wouldApply ? incomingChanges(deal, payload, input.appliedFields).changes : {};
  return {
    received: true,
    conditions,
    deal_matched: deal !== null,
    deal_id: deal?.id ?? null,
    would_apply: wouldApply,
    changes,
    warnings,
  };
}

function noMatchWarning(payload: IncomingPayload): string {
  const plan = planDealMatch(payload);
  if (plan.by === 'id') return TEST_RECEIPT_WARNINGS.idMatchesNoDeal;
  if (plan.by === 'external_id') return TEST_RECEIPT_WARNINGS.externalIdMatchesNoDeal;
  return TEST_RECEIPT_WARNINGS.noIdentifier;
}
