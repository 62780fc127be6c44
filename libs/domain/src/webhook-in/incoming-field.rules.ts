import { DEAL_STATUSES, isDealStatus } from '../deal/deal-status';
import { isDealDate } from '../deal/deal-date';
import { EXTERNAL_ID_MAX_LENGTH } from '../deal/external-id';
import { DEAL_NAME_MAX_LENGTH } from '../deal/requests/deal-field.rules';
import { err, ok, type Result } from '../shared/result';
import type { IncomingField } from './incoming-payload';

/** Checks one non-null field value; the Ok value is what the payload keeps (a name is trimmed). */
export type IncomingFieldRule = (value: unknown) => Result<unknown, string>;

/** Lengths count Unicode code points, as PostgreSQL's varchar(n) does, so an emoji counts as one. */
const length = (text: string): number => [...text].length;

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

function text(min: number, max: number, message: string): IncomingFieldRule {
  return (value) =>
    typeof value === 'string' && length(value) >= min && length(value) <= max ? ok(value) : err(message);
}

const identifier = text(
  1,
  EXTERNAL_ID_MAX_LENGTH,
  `must be a string of 1 to ${EXTERNAL_ID_MAX_LENGTH} characters`,
);
const reason = text(0, 2000, 'must be a string of at most 2000 characters');

const fraction: IncomingFieldRule = (value) =>
  isFiniteNumber(value) && value >= 0 && value <= 1 ? ok(value) : err('must be a number from 0 to 1');

const epochMs: IncomingFieldRule = (value) =>
  isDealDate(value) ? ok(value) : err('must be an integer epoch-millisecond time from 1970 to 9999');

/** Surrounding blanks are noise from the sending system; the stored name is the trimmed text. */
const name: IncomingFieldRule = (value) => {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  return trimmed.length > 0 && length(trimmed) <= DEAL_NAME_MAX_LENGTH
    ? ok(trimmed)
    : err(`must be a non-empty string of at most ${DEAL_NAME_MAX_LENGTH} characters`);
};

/**
 * One rule per SPEC §4.5 field. Values are never coerced: "0.5" is not a number and "true" is
 * not a status, because a sender that mixes types up is better told than guessed at.
 */
export const INCOMING_FIELD_RULES: Readonly<Record<IncomingField, IncomingFieldRule>> = {
  id: identifier,
  external_id: identifier,
  status: (value) => (isDealStatus(value) ? ok(value) : err(`must be one of ${DEAL_STATUSES.join(', ')}`)),
  name,
  target_price: (value) =>
    isFiniteNumber(value) && value >= 0 ? ok(value) : err('must be a number greater than or equal to 0'),
  target_margin: fraction,
  due: epochMs,
  start: epochMs,
  probability: fraction,
  redraft_reason: reason,
  closed_reason: reason,
};
