import type { Deal } from '../deal/deal';
import type { EventActor } from '../outbound-webhooks/payload/event-actor';
import type { OutboundDeal } from '../outbound-webhooks/payload/outbound-deal';
import { toOutboundDeal } from '../outbound-webhooks/payload/outbound-deal.mapper';
import type { TrackedField } from '../outbound-webhooks/payload/tracked-changes.diff';
import type { IncomingField, IncomingPayload } from '../webhook-in/incoming-payload';
import {
  CONDITION_FIELD_KINDS,
  type Condition,
  type ConditionField,
  type ConditionResult,
  type ConditionValue,
} from './condition';

/** A field's outbound value in the form conditions compare: dates as epoch ms, the owner as its id. */
function comparable(deal: OutboundDeal, field: TrackedField): ConditionValue {
  switch (CONDITION_FIELD_KINDS[field]) {
    case 'owner':
      return deal.owner?.id ?? null;
    case 'date': {
      const iso = deal[field as 'start' | 'end' | 'due'];
      return iso === undefined ? null : Date.parse(iso);
    }
    default:
      return (deal[field as Exclude<TrackedField, 'owner'>] as string | number | undefined) ?? null;
  }
}

/**
 * Whether the field changed exactly as `changes` reports it (tracked-changes.diff): on the outbound
 * values, so an owner renamed counts, an invisible sub-cent price move does not.
 */
function changedField(before: OutboundDeal, after: OutboundDeal, field: TrackedField): boolean {
  if (field === 'owner')
    return before.owner?.id !== after.owner?.id || before.owner?.name !== after.owner?.name;
  return comparable(before, field) !== comparable(after, field);
}

/** What a condition is tested on: a deal change, or a received event (which changes nothing yet). */
interface ConditionSubject {
  /** The value now (after the change; for a received event, the payload's or the deal's). */
  value(field: ConditionField): ConditionValue;
  previous(field: ConditionField): ConditionValue;
  changed(field: ConditionField): boolean;
}

function holds(condition: Condition, subject: ConditionSubject): boolean {
  const now = subject.value(condition.field);
  switch (condition.op) {
    case 'equals':
      return now === condition.value;
    case 'in':
      return condition.value.includes(now);
    case 'changed':
      return subject.changed(condition.field);
    case 'changed_to':
      return subject.changed(condition.field) && now === condition.value;
    case 'changed_from':
      return subject.changed(condition.field) && subject.previous(condition.field) === condition.value;
    // An unset value is neither greater nor less than anything.
    case 'greater':
      return typeof now === 'number' && now > condition.value;
    case 'less':
      return typeof now === 'number' && now < condition.value;
  }
}

/** `actor.type` / `actor.id` of a change; who made it does not change, so it is the same before and after. */
function actorValue(actor: EventActor, field: ConditionField): ConditionValue | undefined {
  if (field === 'actor.type') return actor.type;
  if (field === 'actor.id') return actor.id;
  return undefined;
}

/**
 * A `deal_updated` subject: the outbound deal before and after the change, and who made it
 * (docs/automations.md).
 */
function dealChange(before: OutboundDeal, after: OutboundDeal, actor: EventActor): ConditionSubject {
  return {
    value: (field) => actorValue(actor, field) ?? comparable(after, field as TrackedField),
    previous: (field) => actorValue(actor, field) ?? comparable(before, field as TrackedField),
    changed: (field) =>
      actorValue(actor, field) === undefined && changedField(before, after, field as TrackedField),
  };
}

/** Each condition with whether it held for this change, in the automation's order. */
export function evaluateConditions(
  conditions: readonly Condition[],
  before: OutboundDeal,
  after: OutboundDeal,
  actor: EventActor,
): ConditionResult[] {
  const subject = dealChange(before, after, actor);
  return conditions.map((condition) => ({ condition, matched: holds(condition, subject) }));
}

/** All conditions hold (so no conditions match every change). */
export function matchesConditions(
  conditions: readonly Condition[],
  before: OutboundDeal,
  after: OutboundDeal,
  actor: EventActor,
): boolean {
  const subject = dealChange(before, after, actor);
  return conditions.every((condition) => holds(condition, subject));
}

/**
 * Each `webhook_received` condition with whether it held, in the automation's order: `payload.x`
 * on the validated body (a field not sent is unset, null), `deal.x` on the matched deal before the
 * change, in the outbound representation a `deal_updated` condition sees. With no deal matched, a
 * `deal.…` condition does not hold (there is nothing to test). The app URL plays no part in any
 * condition, so none is needed to build that representation.
 */
export function evaluateReceivedConditions(
  conditions: readonly Condition[],
  payload: IncomingPayload,
  deal: Deal | null,
): ConditionResult[] {
  const outbound = deal === null ? null : toOutboundDeal(deal, '');
  const value = (field: ConditionField): ConditionValue | undefined => {
    if (field.startsWith('payload.')) return payload[field.slice('payload.'.length) as IncomingField] ?? null;
    if (field.startsWith('deal.') && outbound !== null)
      return comparable(outbound, field.slice('deal.'.length) as TrackedField);
    return undefined;
  };
  const subject: ConditionSubject = {
    value: (field) => value(field) ?? null,
    previous: (field) => value(field) ?? null,
    changed: () => false,
  };
  return conditions.map((condition) => ({
    condition,
    matched: value(condition.field) !== undefined && holds(condition, subject),
  }));
}
