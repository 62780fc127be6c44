/**
 * `Retry-After` in whole seconds, at least 1: delta-seconds (what the API sends, CONTRACT §2) or an
 * HTTP date (RFC 9110 allows both; a proxy in front may send one). Missing or unreadable: 1 second,
 * the shortest wait the API ever asks for.
 */
export function retryAfterSeconds(header: string | null, nowMs: number): number {
  const text = header?.trim() ?? '';
  if (/^\d+$/.test(text)) return Math.max(1, Number(text));
  const date = Date.parse(text);
  if (Number.isNaN(date)) return 1;
  return Math.max(1, Math.ceil((date - nowMs) / 1000));
}
