import { atLeast, atMost, isLongInteger, parseFields, type FieldRules } from '../../shared/field-rules';
import type { Result } from '../../shared/result';
import type { ValidationIssue } from '../../shared/validation-issue';

const DAY_MS = 86_400_000;

/** `POST …/actions/{action_id}/recover`: the deliveries that failed at or after `since` go again. */
export interface RecoverDeliveriesRequest {
  /** Epoch milliseconds. */
  readonly since: number;
}

/** The request's shape: `since`, an integer of epoch milliseconds. */
export const RECOVER_DELIVERIES_RULES = {
  since: { presence: 'required', type: isLongInteger, checks: [atLeast(0)] },
} satisfies FieldRules;

export function parseRecoverDeliveriesRequest(
  body: unknown,
): Result<RecoverDeliveriesRequest, ValidationIssue[]> {
  return parseFields(body, RECOVER_DELIVERIES_RULES, (fields) => ({ since: fields['since'] as number }));
}

/**
 * Where `since` may fall, checked once the automation is reached: not in the future, and not before
 * the delivery log's retention (`retentionDays`; older deliveries may already be pruned).
 */
export function sinceWindowIssues(since: number, now: number, retentionDays: number): ValidationIssue[] {
  const checks = [atLeast(now - retentionDays * DAY_MS), atMost(now)];
  return checks
    .map((check) => check(since))
    .filter((message): message is string => message !== undefined)
    .map((message) => ({ path: ['since'], message }));
}
