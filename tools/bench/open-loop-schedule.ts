/**
 * The schedule of an open-loop generator: request `i` is due `i / rate` seconds after the start,
 * whatever happened to the requests before it. Pure, so the generator's arithmetic is tested alone.
 */

/** Requests of a run at `ratePerSecond` for `durationSeconds` (at least one). */
export function plannedRequests(ratePerSecond: number, durationSeconds: number): number {
  if (!(ratePerSecond > 0) || !(durationSeconds > 0)) {
    throw new RangeError('rate and duration must be positive');
  }
  return Math.max(1, Math.round(ratePerSecond * durationSeconds));
}

/** Milliseconds from the start at which request `index` (0-based) is due. */
export function scheduledOffsetMs(index: number, ratePerSecond: number): number {
  return (index * 1000) / ratePerSecond;
}

/**
 * How many requests are due `elapsedMs` after the start (request 0 is due at 0), capped at
 * `total`: the generator sends every due request it has not sent yet, so a late timer produces a
 * catch-up burst whose lateness still counts in each request's latency.
 */
export function dueCount(elapsedMs: number, ratePerSecond: number, total: number): number {
  if (elapsedMs < 0) return 0;
  return Math.min(total, Math.floor((elapsedMs * ratePerSecond) / 1000 + 1e-9) + 1);
}
