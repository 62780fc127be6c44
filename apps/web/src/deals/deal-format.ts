import type { DealStatus } from '@deal/domain';

/** Statuses in words; every badge shows this text, so colour is never the only signal. */
export const STATUS_LABELS: Readonly<Record<DealStatus, string>> = {
  draft: 'Draft',
  pending: 'Pending approval',
  approved: 'Approved',
  progressed: 'Progressed',
  won: 'Won',
  lost: 'Lost',
  abandoned: 'Abandoned',
};

/** An amount in the deal's currency, as stored (two decimals shown); '—' when unset. */
export function formatMoney(amount: number | null, currency: string): string {
  if (amount === null) return '—';
  const code = currency.toUpperCase();
  try {
    return new Intl.NumberFormat('en-GB', { style: 'currency', currency: code }).format(amount);
  } catch {
    // A code Intl does not accept is still shown, with the plain number.
    return `${amount.toFixed(2)} ${code}`;
  }
}

/** A fraction (margin, probability) as a percentage; '—' when unset. */
export function formatPercent(ratio: number | null): string {
  if (ratio === null) return '—';
  return `${new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 }).format(ratio * 100)}%`;
}

/** Text or '—'. */
export function orDash(text: string | null): string {
  return text === null || text === '' ? '—' : text;
}
