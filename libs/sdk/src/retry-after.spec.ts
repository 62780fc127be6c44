import { retryAfterSeconds } from './retry-after';

const NOW = Date.parse('2026-01-01T00:00:00Z');

describe('retryAfterSeconds', () => {
  it.each([
    ['12', 12],
    [' 3 ', 3],
    ['0', 1],
    ['Thu, 01 Jan 2026 00:00:30 GMT', 30],
    ['Wed, 31 Dec 2025 23:00:00 GMT', 1],
    [null, 1],
    ['soon', 1],
    ['-4', 1],
  ])('%j → %d s', (header, seconds) => {
    expect(retryAfterSeconds(header, NOW)).toBe(seconds);
  });

  it('answers the fallback it is given when the header is missing or unreadable', () => {
    expect(retryAfterSeconds(null, NOW, 5)).toBe(5);
    expect(retryAfterSeconds('-4', NOW, 5)).toBe(5);
    expect(retryAfterSeconds('7', NOW, 5)).toBe(7);
  });
});
