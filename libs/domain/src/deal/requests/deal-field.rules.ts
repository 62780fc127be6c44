import { isEmailAddress, MAX_EMAIL_LENGTH } from '../../identity/email-address';
import {
  atLeast,
  atMost,
  isBoolean,
  isLongInteger,
  isNumber,
  isString,
  matches,
  maxLength,
  minLength,
  check,
  type FieldRule,
} from '../../shared/field-rules';
import { DEAL_DATE_MAX_MS, DEAL_DATE_MIN_MS } from '../deal-date';

/** Field limits of deal bodies (docs/deals.md): the one place they are declared. */
export const DEAL_NAME_MAX_LENGTH = 200;
export const DEAL_TEXT_MAX_LENGTH = 10_000;
export const DEAL_MONEY_MAX = 1e12;

type Presence = FieldRule['presence'];

/** A non-negative amount in the deal's currency. */
export const moneyRule = (presence: Presence): FieldRule => ({
  presence,
  type: isNumber,
  checks: [atMost(DEAL_MONEY_MAX), atLeast(0)],
});

/** A fraction from 0 to 1 (margins, probability). */
export const ratioRule = (presence: Presence): FieldRule => ({
  presence,
  type: isNumber,
  checks: [atMost(1), atLeast(0)],
});

/** An instant in epoch milliseconds (UTC) within the deal date range (isDealDate). */
export const instantRule = (presence: Presence): FieldRule => ({
  presence,
  type: isLongInteger,
  checks: [atMost(DEAL_DATE_MAX_MS), atLeast(DEAL_DATE_MIN_MS)],
});

/** Text of 1 to `max` characters. */
export const textRule = (presence: Presence, max: number): FieldRule => ({
  presence,
  type: isString,
  checks: [maxLength(max), minLength(1)],
});

/** A name: up to DEAL_NAME_MAX_LENGTH characters with something other than blanks in it. */
export const nameRule = (presence: Presence): FieldRule => ({
  presence,
  type: isString,
  checks: [matches(/\S/, 'must not be blank'), maxLength(DEAL_NAME_MAX_LENGTH)],
});

/** A three-letter ISO 4217 code in any case; stored and shown in lower case. */
export const currencyRule: FieldRule = {
  presence: 'optional',
  type: isString,
  checks: [matches(/^[A-Za-z]{3}$/, 'must be a three-letter ISO 4217 currency code')],
};

const isEmail = check({ type: 'string', format: 'email' }, (value) =>
  typeof value === 'string' && isEmailAddress(value) ? undefined : 'must be an email address',
);

/** An email address, or `null` for none; a non-text value is told both rules it breaks. */
export const emailRule: FieldRule = {
  presence: 'nullable',
  checks: [maxLength(MAX_EMAIL_LENGTH), isEmail],
};

export const booleanRule = (presence: Presence): FieldRule => ({ presence, type: isBoolean });
