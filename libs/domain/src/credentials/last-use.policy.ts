/**
 * `last_used_at` is kept to the minute: a credential's use is written only when the stored time is
 * at least this old, so a busy token costs one write a minute instead of one per request.
 */
export const LAST_USE_RESOLUTION_MS = 60_000;

/**
 * Whether a use at `now` should be recorded. A stored time in the future (another instance's clock
 * running ahead) is left alone until `now` is a full minute past it.
 */
export function lastUseDue(lastUsedAt: number | null, now: number): boolean {
  return lastUsedAt === null || now - lastUsedAt >= LAST_USE_RESOLUTION_MS;
}
