import type { Deal } from '../deal/deal';
import { planDealMatch } from './deal-match.plan';
import type { IncomingChanges } from './incoming-change-set';
import { incomingChanges } from './incoming-changes.mapper';
import type { IncomingPayload } from './incoming-payload';
import type { UpdateDealFields } from './update-deal-fields';
import { unmappedFieldWarnings } from './unmapped-fields.warnings';

/**
 * The setup mistakes "Test a received event" catches (SPEC §6.2), worded for the automation editor;
 * besides these, every payload field the Update Deal action does not map (unmapped-fields.warnings.ts).
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
}

export interface TestReceipt {
  readonly received: true;
  readonly deal_matched: boolean;
  readonly deal_id: string | null;
  readonly changes: IncomingChanges;
  readonly warnings: readonly string[];
}

/**
 * The receipt of "Test a received event" (SPEC §6.2); nothing is written. The receipt has no
 * conditions section: the webhook_received trigger takes no conditions (CONTRACT §2 Automations).
 * Without an Update Deal action nothing would change, so `changes` is empty, but the matched deal is
 * still reported: the user learns about both mistakes in one test instead of fixing them one by one.
 */
export function buildTestReceipt(input: TestReceiptInput): TestReceipt {
  const { payload, deal, hasUpdateDealAction } = input;
  const warnings: string[] = [];
  if (!hasUpdateDealAction) warnings.push(TEST_RECEIPT_WARNINGS.noUpdateDealAction);
  if (deal === null) warnings.push(noMatchWarning(payload));
  if (hasUpdateDealAction) warnings.push(...unmappedFieldWarnings(payload, input.appliedFields));
  const changes =
    deal !== null && hasUpdateDealAction ? incomingChanges(deal, payload, input.appliedFields).changes : {};
  return { received: true, deal_matched: deal !== null, deal_id: deal?.id ?? null, changes, warnings };
}

function noMatchWarning(payload: IncomingPayload): string {
  const plan = planDealMatch(payload);
  if (plan.by === 'id') return TEST_RECEIPT_WARNINGS.idMatchesNoDeal;
  if (plan.by === 'external_id') return TEST_RECEIPT_WARNINGS.externalIdMatchesNoDeal;
  return TEST_RECEIPT_WARNINGS.noIdentifier;
}
