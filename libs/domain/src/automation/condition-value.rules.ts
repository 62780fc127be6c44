import { isDealDate } from '../deal/deal-date';
import { isDealStatus, DEAL_STATUSES } from '../deal/deal-status';
import { err, ok, type Result } from '../shared/result';
import type { ValidationIssue } from '../shared/validation-issue';
import { roundDecimal } from '../outbound-webhooks/payload/decimal.rounding';
import {
  ALWAYS_SET_FIELDS,
  CONDITION_FIELD_KINDS,
  type ConditionField,
  type ConditionValue,
} from './condition';
import { codePointLength } from './json-input';
import { EVENT_ACTOR_TYPES, type EventActorType } from '../outbound-webhooks/payload/event-actor';

const MAX_TEXT_LENGTH = 10_000;
const MAX_OWNER_ID_LENGTH = 200;
/** Decimals of the outbound representation (SPEC §2.3): a value with more could never be equal. */
const DECIMALS = { money: 2, ratio: 4 } as const;

type Path = readonly string[];
type Checked<T> = Result<T, ValidationIssue[]>;
const issue = (path: Path, message: string): ValidationIssue[] => [{ path: [...path], message }];

/** A value compared for equality with the field's outbound value (equals, in, changed_to, changed_from). */
export function exactValue(field: ConditionField, value: unknown, at: Path): Checked<ConditionValue> {
  if (value === null || value === undefined) {
    return ALWAYS_SET_FIELDS.includes(field)
      ? err(issue(at, `${field} is always set, so it is never null`))
      : ok(null);
  }
  const kind = CONDITION_FIELD_KINDS[field];
  switch (kind) {
    case 'text':
      if (typeof value !== 'string') return err(issue(at, 'must be a string'));
      return codePointLength(value) > MAX_TEXT_LENGTH
        ? err(issue(at, `must be at most ${MAX_TEXT_LENGTH} characters`))
        : ok(value);
    case 'status':
      return isDealStatus(value) ? ok(value) : err(issue(at, `must be one of ${DEAL_STATUSES.join(', ')}`));
    case 'actor_type':
      return (EVENT_ACTOR_TYPES as readonly unknown[]).includes(value)
        ? ok(value as EventActorType)
        : err(issue(at, `must be one of ${EVENT_ACTOR_TYPES.join(', ')}`));
    case 'owner':
      return typeof value === 'string' && value !== '' && codePointLength(value) <= MAX_OWNER_ID_LENGTH
        ? ok(value)
        : err(issue(at, "must be the owner's user id"));
    case 'date':
      return dateValue(value, at);
    case 'money':
    case 'ratio': {
      const places = DECIMALS[kind];
      return isFiniteNumber(value) && roundDecimal(value, places) === value
        ? ok(value)
        : err(issue(at, `must be a number with at most ${places} decimal places`));
    }
  }
}

/** A bound for greater / less: any finite number, or a date. */
export function orderedValue(field: ConditionField, value: unknown, at: Path): Checked<number> {
  if (CONDITION_FIELD_KINDS[field] === 'date') return dateValue(value, at);
  return isFiniteNumber(value) ? ok(value) : err(issue(at, 'must be a number'));
}

function dateValue(value: unknown, at: Path): Checked<number> {
  return isDealDate(value)
    ? ok(value)
    : err(issue(at, 'must be an integer epoch-millisecond date from 1970 to 9999-12-31'));
}

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
