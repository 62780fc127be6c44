/**
 * `Retry-After` in whole seconds, at least 1: delta-seconds (what the API sends, CONTRACT §2) or an
 * HTTP date (RFC 9110 allows both; a proxy in front may send one). Missing or unreadable:
 * `fallbackSeconds`, by default 1 second, the shortest wait the API ever asks for. The CLI reads its
 * answers with this too, with a longer fallback of its own.
 */
export function retryAfterSeconds(header: string | null, nowMs: number, fallbackSeconds = 1): number {
  const text = header?.trim() ?? '';
  if (/^\d+$/.test(text)) return Math.max(1, Number(text));
  // An HTTP date names its weekday and month; a bare "-4" would otherwise parse as a year.
  const date = /[a-z]/i.test(text) ? Date.parse(text) : Number.NaN;
  if (Number.isNaN(date)) return fallbackSeconds;
  return Math.max(1, Math.ceil((date - nowMs) / 1000));
}
