/** Epoch milliseconds as shown on pages: UTC, like the API, so every reader sees one time. */
export function formatDateTime(ms: number | null): string {
  if (ms === null) return '—';
  return `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** A calendar date (deal and phase dates are days). */
export function formatDate(ms: number | null): string {
  if (ms === null) return '—';
  const date = new Date(ms);
  const weekday = date.toLocaleDateString('en-GB', { weekday: 'short', timeZone: 'UTC' });
  return `${weekday} ${date.toISOString().slice(0, 10)}`;
}
