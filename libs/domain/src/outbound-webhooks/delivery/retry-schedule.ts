import { err, ok, type Result } from '../../shared/result';

/** SPEC §6.1: one initial attempt, a retry after 1 s, another after 5 s. */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [1000, 5000];

/**
 * Upper bound for one delay. A longer wait is almost certainly a typo (seconds given as
 * milliseconds times a thousand), and it keeps every delay far below the 2^31-1 ms limit of timers.
 */
export const MAX_RETRY_DELAY_MS = 86_400_000;

/**
 * Parses `WEBHOOK_RETRY_DELAYS_MS` ("1000,5000"): comma-separated non-negative integers of
 * milliseconds, blanks around an entry tolerated. An empty (or blank) value means "no retry".
 * The error is a message for the start-up check that stops the process on a bad environment.
 */
export function parseRetryDelays(text: string): Result<number[], string> {
  if (text.trim() === '') return ok([]);
  const entries = text.split(',').map((entry) => entry.trim());
  const delays: number[] = [];
  for (const [index, entry] of entries.entries()) {
    const position = `entry ${index + 1}`;
    if (!/^\d+$/.test(entry)) {
      return err(`${position} (${JSON.stringify(entry)}) must be a non-negative integer of milliseconds`);
    }
    const delay = Number(entry);
    if (delay > MAX_RETRY_DELAY_MS) {
      return err(`${position} (${entry}) must be at most ${MAX_RETRY_DELAY_MS} ms`);
    }
    delays.push(delay);
  }
  return ok(delays);
}
