import { DEFAULT_RETRY_AFTER_S, retryAfterSeconds, waitOutRateLimit } from './rate-limit.wait';

const NOW = Date.parse('2026-01-01T00:00:00Z');

describe('retryAfterSeconds', () => {
  // The SDK reads the header (libs/sdk/src/retry-after.spec.ts); the tool's own part is its fallback.
  it('reads the header as the SDK does, and waits DEFAULT_RETRY_AFTER_S when it is missing or unreadable', () => {
    expect(retryAfterSeconds('12', NOW)).toBe(12);
    expect(retryAfterSeconds('Thu, 01 Jan 2026 00:00:30 GMT', NOW)).toBe(30);
    for (const header of [null, 'soon', '-4'])
      expect(retryAfterSeconds(header, NOW)).toBe(DEFAULT_RETRY_AFTER_S);
  });
});

describe('waitOutRateLimit', () => {
  it('on a log: one line, then one sleep of the whole wait', async () => {
    const written: string[] = [];
    const sleeps: number[] = [];
    await waitOutRateLimit('rate limited by the API', 3, 2, 3, {
      err: (text) => written.push(text),
      isTTY: false,
      sleep: async (ms) => void sleeps.push(ms),
    });
    expect(written).toEqual(['rate limited by the API: waiting 3 s (Retry-After), then retry 2 of 3\n']);
    expect(sleeps).toEqual([3000]);
  });

  it('on a terminal: a countdown rewritten in place each second, ending with a newline', async () => {
    const written: string[] = [];
    const sleeps: number[] = [];
    await waitOutRateLimit('rate limited by the API', 2, 1, 3, {
      err: (text) => written.push(text),
      isTTY: true,
      sleep: async (ms) => void sleeps.push(ms),
    });
    expect(written).toEqual([
      '\r\x1b[2Krate limited by the API: retry 1 of 3 in 2 s…',
      '\r\x1b[2Krate limited by the API: retry 1 of 3 in 1 s…',
      '\r\x1b[2Krate limited by the API: waited 2 s (Retry-After), retry 1 of 3\n',
    ]);
    expect(sleeps).toEqual([1000, 1000]);
  });
});
