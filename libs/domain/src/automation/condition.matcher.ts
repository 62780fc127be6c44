import type { OutboundDeal } from '../outbound-webhooks/payload/outbound-deal';
import {
  CONDITION_FIELD_KINDS,
  type Condition,
  type ConditionField,
  type ConditionResult,
  type ConditionValue,
} from './condition';

/** A field's outbound value in the form conditions compare: dates as epoch ms, the owner as its id. */
function comparable(deal: OutboundDeal, field: ConditionField): ConditionValue {
  switch (CONDITION_FIELD_KINDS[field]) {
    case 'owner':
      return deal.owner?.id ?? null;
    case 'date': {
      const iso = deal[field as 'start' | 'end' | 'due'];
      return iso === undefined ? null : Date.parse(iso);
    }
    default:
      return (deal[field as Exclude<ConditionField, 'owner'>] as string | number | undefined) ?? null;
  }
}

/**
 * Whether the field changed exactly as `changes` reports it (tracked-changes.diff): on the outbound
 * values, so an owner renamed counts, an invisible sub-cent price move does not.
 */
function changed(before: OutboundDeal, after: OutboundDeal, field: ConditionField): boolean {
  if (field === 'owner')
    return before.owner?.id !== after.owner?.id || before.owner?.name !== after.owner?.name;
  return comparable(before, field) !== comparable(after, field);
}

function holds(condition: Condition, before: OutboundDeal, after: OutboundDeal): boolean {
  const now = comparable(after, condition.field);
  switch (condition.op) {
    case 'equals':
      return now === condition.value;
    case 'in':
      return condition.value.includes(now);
    case 'changed':
      return changed(before, after, condition.field);
    case 'changed_to':
      return changed(before, after, condition.field) && now === condition.value;
    case 'changed_from':
      return (
        changed(before, after, condition.field) && comparable(before, condition.field) === condition.value
      );
    // An unset value is neither greater nor less than anything.
    case 'greater':
      return typeof now === 'number' && now > condition.value;
    case 'less':
      return typeof now === 'number' && now < condition.value;
  }
}

/** Each condition with whether it held for this change, in the automation's order. */
export function evaluateConditions(
  conditions: readonly Condition[],
  before: OutboundDeal,
  after: OutboundDeal,
): ConditionResult[] {
  return conditions.map((condition) => ({ condition, matched: holds(condition, before, after) }));
}

/** All conditions hold (so no conditions match every change). */
export function matchesConditions(
  conditions: readonly Condition[],
  before: OutboundDeal,
  after: OutboundDeal,
): boolean {
  return conditions.every((condition) => holds(condition, before, after));
}
