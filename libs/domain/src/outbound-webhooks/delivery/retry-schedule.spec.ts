import { DEFAULT_RETRY_DELAYS_MS, MAX_RETRY_DELAY_MS, parseRetryDelays } from './retry-schedule';

describe('DEFAULT_RETRY_DELAYS_MS', () => {
  it('is SPEC §6.1: a retry after 1 s, then another after 5 s', () => {
    expect(DEFAULT_RETRY_DELAYS_MS).toEqual([1000, 5000]);
  });
});

describe('parseRetryDelays', () => {
  it.each([
    ['1000,5000', [1000, 5000]],
    ['0', [0]],
    ['250', [250]],
    ['1000, 5000 , 30000', [1000, 5000, 30000]],
    ['0,0,0', [0, 0, 0]],
    [String(MAX_RETRY_DELAY_MS), [MAX_RETRY_DELAY_MS]],
  ])('parses %j', (text, expected) => {
    expect(parseRetryDelays(text)).toEqual({ ok: true, value: expected });
  });

  it.each(['', '   '])('reads %j as "no retry"', (text) => {
    expect(parseRetryDelays(text)).toEqual({ ok: true, value: [] });
  });

  it.each([
    ['-1', 'entry 1 ("-1") must be a non-negative integer of milliseconds'],
    ['1000,abc', 'entry 2 ("abc") must be a non-negative integer of milliseconds'],
    ['1.5', 'entry 1 ("1.5") must be a non-negative integer of milliseconds'],
    ['1e3', 'entry 1 ("1e3") must be a non-negative integer of milliseconds'],
    ['0x10', 'entry 1 ("0x10") must be a non-negative integer of milliseconds'],
    ['1000,,5000', 'entry 2 ("") must be a non-negative integer of milliseconds'],
    ['1000,', 'entry 2 ("") must be a non-negative integer of milliseconds'],
    [',1000', 'entry 1 ("") must be a non-negative integer of milliseconds'],
    ['1000;5000', 'entry 1 ("1000;5000") must be a non-negative integer of milliseconds'],
    ['1 000', 'entry 1 ("1 000") must be a non-negative integer of milliseconds'],
    [
      String(MAX_RETRY_DELAY_MS + 1),
      `entry 1 (${MAX_RETRY_DELAY_MS + 1}) must be at most ${MAX_RETRY_DELAY_MS} ms`,
    ],
  ])('refuses %j', (text, message) => {
    expect(parseRetryDelays(text)).toEqual({ ok: false, error: message });
  });
});
