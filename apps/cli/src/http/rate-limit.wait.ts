import { retryAfterSeconds as sdkRetryAfterSeconds } from '@deal/sdk';
import type { Sleep } from '../cli-io';

export interface RateLimitWaitDeps {
  readonly err: (text: string) => void;
  readonly isTTY: boolean;
  readonly sleep: Sleep;
}

/** When a 429 has no usable Retry-After: long enough not to hammer, short enough not to annoy. */
export const DEFAULT_RETRY_AFTER_S = 5;

/**
 * Seconds to wait from a `Retry-After` header, read as the SDK reads it (whole seconds or an HTTP
 * date, never less than 1 s, so a `0` cannot turn the retries into a tight loop), but
 * DEFAULT_RETRY_AFTER_S when the header is missing or unreadable.
 */
export function retryAfterSeconds(header: string | null, now: number): number {
  return sdkRetryAfterSeconds(header, now, DEFAULT_RETRY_AFTER_S);
}

/** waitOutRateLimit with its output bound: what the tool's two API clients are given. */
export type WaitOutRateLimit = (
  reason: string,
  seconds: number,
  retry: number,
  maxRetries: number,
) => Promise<void>;

/**
 * Waits out a 429 (or a 503 with Retry-After) and says so on stderr (CONTRACT §5). On a terminal the line counts down in place
 * each second; otherwise (a log, a pipe) it is one line, so logs stay readable.
 */
export async function waitOutRateLimit(
  reason: string,
  seconds: number,
  retry: number,
  maxRetries: number,
  deps: RateLimitWaitDeps,
): Promise<void> {
  const which = `retry ${retry} of ${maxRetries}`;
  if (!deps.isTTY) {
    deps.err(`${reason}: waiting ${seconds} s (Retry-After), then ${which}\n`);
    await deps.sleep(seconds * 1000);
    return;
  }
  for (let left = seconds; left > 0; left--) {
    deps.err(`\r\x1b[2K${reason}: ${which} in ${left} s…`);
    await deps.sleep(1000);
  }
  deps.err(`\r\x1b[2K${reason}: waited ${seconds} s (Retry-After), ${which}\n`);
}
