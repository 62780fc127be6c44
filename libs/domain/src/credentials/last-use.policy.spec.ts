import { lastUseDue } from './last-use.policy';

const NOW = Date.UTC(2026, 0, 15, 10, 30);

describe('lastUseDue', () => {
  it('records the first use', () => {
    expect(lastUseDue(null, NOW)).toBe(true);
  });

  it('skips uses within a minute of the recorded one, and records the first a full minute later', () => {
    expect(lastUseDue(NOW, NOW)).toBe(false);
    expect(lastUseDue(NOW - 59_999, NOW)).toBe(false);
    expect(lastUseDue(NOW - 60_000, NOW)).toBe(true);
    expect(lastUseDue(NOW - 86_400_000, NOW)).toBe(true);
  });

  it('leaves a recorded time from a clock running ahead alone', () => {
    expect(lastUseDue(NOW + 5_000, NOW)).toBe(false);
  });
});
