import { unscaled } from '@deal/domain';
import { formatMoney } from '../deals/deal-format';

/**
 * Text ↔ the API's numbers for the pricing forms, and the integers of a priced deal as text. The
 * rules (ranges, decimals) are the domain's; these only read what a person types. Nothing here
 * divides a binary fraction: a percentage is turned into a fraction by moving its decimal point.
 */

/** `7.5`, `120`: a plain decimal number (0 or more); null otherwise (`-3`, `1,5`, `abc`). */
export function numberOf(text: string): number | null {
  return /^[0-9]{1,15}(\.[0-9]{1,6})?$/.test(text) ? Number(text) : null;
}

/**
 * A percentage from 0 to 100 with up to 2 decimals (`15`, `12.25`) as the fraction the API takes
 * (0.15, 0.1225), exactly: `Number('12.25e-2')` is the double whose shortest text is `0.1225`.
 */
export function fractionOfPercent(text: string): number | null {
  if (!/^[0-9]{1,3}(\.[0-9]{1,2})?$/.test(text)) return null;
  const fraction = Number(`${text}e-2`);
  return fraction > 1 ? null : fraction;
}

/** Basis points as the percentage a form shows (1500 → `15`, 1225 → `12.25`). */
export const percentTextOfBasisPoints = (basisPoints: number | bigint): string =>
  String(unscaled(BigInt(basisPoints), 2));

/** Hundredths (minor units, or of a role's unit) as a form shows them (12050 → `120.5`). */
export const hundredthsText = (hundredths: number | bigint): string =>
  String(unscaled(BigInt(hundredths), 2));

/** Minor units in the deal's currency, as a page shows them (`$31,870.66`). */
export const moneyText = (minorUnits: bigint, currency: string): string =>
  formatMoney(unscaled(minorUnits, 2), currency);

/** Basis points as a percentage with up to 2 decimals (3981 → `39.81%`); '—' for none. */
export const marginText = (basisPoints: bigint | null): string =>
  basisPoints === null ? '—' : `${unscaled(basisPoints, 2)}%`;

/** A margin's distance from its target in percentage points, signed (−19 → `−0.19 points`). */
export function pointsText(basisPoints: bigint): string {
  const sign = basisPoints < 0n ? '−' : basisPoints > 0n ? '+' : '';
  const size = basisPoints < 0n ? -basisPoints : basisPoints;
  return `${sign}${unscaled(size, 2)} points`;
}

/** A signed amount (`+$1,870.66`, `−$200.00`). */
export function signedMoneyText(minorUnits: bigint, currency: string): string {
  const sign = minorUnits < 0n ? '−' : minorUnits > 0n ? '+' : '';
  return `${sign}${moneyText(minorUnits < 0n ? -minorUnits : minorUnits, currency)}`;
}

export const NUMBER_MESSAGE = 'must be a number like 7.5 (0 or more)';
export const AMOUNT_MESSAGE = 'must be an amount like 1250.50 (0 or more)';
export const PERCENT_MESSAGE = 'must be a percentage from 0 to 100 with at most 2 decimals, like 15';
