import { DEAL_MONEY_MAX } from '../../deal/requests/deal-field.rules';
import {
  atLeast,
  atMost,
  check,
  isNumber,
  isString,
  maxLength,
  minLength,
  type Check,
  type FieldRule,
} from '../../shared/field-rules';
import type { ValidationIssue } from '../../shared/validation-issue';
import { decimalPlaces, scaled } from '../decimal';

/** Field limits of the pricing bodies (docs/pricing.md "Numbers"): the one place they are declared. */
export const PRICING_MONEY_MAX = DEAL_MONEY_MAX;
export const ESTIMATE_QUANTITY_MAX = 1_000_000;
export const RATE_CARD_MAX_RATES = 500;
export const PRICING_ID_MAX_LENGTH = 64;

type Presence = FieldRule['presence'];

/**
 * At most `places` decimals, as the number is written (`12.345` has 3). Said in each field's
 * description, not as `multipleOf`: JSON Schema validators divide in binary floating point, so
 * `multipleOf: 0.0001` refuses 0.15 and `0.01` refuses 12.34, values this rule accepts.
 */
export const atMostDecimals = (places: number): Check =>
  check({}, (value) => {
    const written = typeof value === 'number' ? decimalPlaces(value) : null;
    return written !== null && written <= places ? undefined : `must have at most ${places} decimal places`;
  });

/** An amount of money in the currency: 0 to 10^12 with at most 2 decimals (a rate, a fixed price). */
export const amountRule = (presence: Presence): FieldRule => ({
  presence,
  type: isNumber,
  checks: [atMost(PRICING_MONEY_MAX), atLeast(0), atMostDecimals(2)],
});

/** Effort in the role's unit: 0 to 1,000,000 with at most 2 decimals. */
export const quantityRule = (presence: Presence): FieldRule => ({
  presence,
  type: isNumber,
  checks: [atMost(ESTIMATE_QUANTITY_MAX), atLeast(0), atMostDecimals(2)],
});

/** A fraction from 0 to 1 with at most 4 decimals (contingency, discount). */
export const fractionRule = (presence: Presence): FieldRule => ({
  presence,
  type: isNumber,
  checks: [atMost(1), atLeast(0), atMostDecimals(4)],
});

/** The id of a role or a rate card, as the API gave it. */
export const idRule = (presence: Presence): FieldRule => ({
  presence,
  type: isString,
  checks: [minLength(1), maxLength(PRICING_ID_MAX_LENGTH)],
});

/** A number the rules above accepted, as an integer in hundredths (minor units). */
export const toHundredths = (value: unknown): number => Number(scaled(value as number, 2));
/** A fraction the rules above accepted, in basis points. */
export const toBasisPoints = (value: unknown): number => Number(scaled(value as number, 4));

/** The issues of one array item, with the array's field and the item's index in front of each path. */
export const itemIssues = (
  field: string,
  index: number,
  issues: readonly ValidationIssue[],
): ValidationIssue[] =>
  issues.map((issue) => ({ path: [field, String(index), ...issue.path], message: issue.message }));
