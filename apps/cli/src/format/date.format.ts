/** Epoch milliseconds as a UTC calendar date, `2026-11-23`: the API works in UTC (CONTRACT §2). */
export function formatDate(ms: number | null): string {
  return ms === null ? '(none)' : new Date(ms).toISOString().slice(0, 10);
}

/** Epoch milliseconds as `2026-11-23 14:05 UTC`, minutes being enough for a listing. */
export function formatDateTime(ms: number | null): string {
  if (ms === null) return '(none)';
  const iso = new Date(ms).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}
