import { isDealDate } from '@deal/domain';

/**
 * What a page shows for a stored date outside 1970–9999 (written before the range held for every
 * phase, or by hand): the page still renders, and says so, instead of failing on `toISOString`.
 */
export const OUT_OF_RANGE_DATE = 'outside 1970–9999';

/** Epoch milliseconds as shown on pages: UTC, like the API, so every reader sees one time. */
export function formatDateTime(ms: number | null): string {
  if (ms === null) return '—';
  if (!isDealDate(ms)) return OUT_OF_RANGE_DATE;
  return `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** A calendar date (deal and phase dates are days). */
export function formatDate(ms: number | null): string {
  if (ms === null) return '—';
  if (!isDealDate(ms)) return OUT_OF_RANGE_DATE;
  const date = new Date(ms);
  const weekday = date.toLocaleDateString('en-GB', { weekday: 'short', timeZone: 'UTC' });
  return `${weekday} ${date.toISOString().slice(0, 10)}`;
}
