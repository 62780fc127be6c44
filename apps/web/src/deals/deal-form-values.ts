import { isDealDate } from '@deal/domain';

/**
 * Text ↔ the API's numbers for the deal forms: the forms' own job, and their only one (the rules
 * are the domain's). Amounts in the deal currency, ratios as percentages, calendar dates at 00:00 UTC.
 */

/** `1250.50`: up to 15 digits and 6 decimals; null otherwise. */
export function amountOf(text: string): number | null {
  return /^[0-9]{1,15}(\.[0-9]{1,6})?$/.test(text) ? Number(text) : null;
}

/** `YYYY-MM-DD` (what a date input sends) at 00:00 UTC; null unless it names a real day. */
export function dateOf(text: string): number | null {
  if (!/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(text)) return null;
  const ms = Date.parse(`${text}T00:00:00.000Z`);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== text ? null : ms;
}

/** A percentage from 0 to 100 (up to 4 decimals) as a ratio from 0 to 1; null otherwise. */
export function ratioOfPercent(text: string): number | null {
  if (!/^[0-9]{1,3}(\.[0-9]{1,4})?$/.test(text)) return null;
  const percent = Number(text);
  return percent > 100 ? null : percent / 100;
}

export const amountText = (value: number | null): string => (value === null ? '' : String(value));

export const percentText = (ratio: number | null): string =>
  ratio === null ? '' : String(Number((ratio * 100).toFixed(4)));

/** The UTC day of an instant, as a date input shows it; empty for none or one outside 1970–9999. */
export const dateText = (ms: number | null): string =>
  ms === null || !isDealDate(ms) ? '' : new Date(ms).toISOString().slice(0, 10);

export const AMOUNT_MESSAGE = 'must be an amount like 1250.50';
export const DATE_MESSAGE = 'must be a date YYYY-MM-DD';
export const PERCENT_MESSAGE = 'must be a percentage from 0 to 100, like 45';
