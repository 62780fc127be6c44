import fc from 'fast-check';
import { msUntilFull, takeToken, type TokenBucketState } from './token-bucket.policy';

const rule = { burst: 20, ratePerSecond: 5 };
const T0 = Date.UTC(2026, 10, 22);

function drain(count: number, now = T0): { state: TokenBucketState | null; allowed: number } {
  let state: TokenBucketState | null = null;
  let allowed = 0;
  for (let i = 0; i < count; i++) {
    const decision = takeToken(state, rule, now);
    state = decision.state;
    if (decision.allowed) allowed++;
  }
  return { state, allowed };
}

describe('takeToken', () => {
  it('allows a burst of exactly `burst` requests at one instant, then refuses', () => {
    expect(drain(25).allowed).toBe(20);
  });

  it('refuses with Retry-After of the whole seconds until a token is back', () => {
    const { state } = drain(20);
    expect(takeToken(state, rule, T0)).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
    expect(takeToken(state, { burst: 20, ratePerSecond: 0.1 }, T0).retryAfterSeconds).toBe(10);
  });

  it('refills at the steady rate: 5 per second after the burst', () => {
    const { state } = drain(20);
    let current = state;
    let allowed = 0;
    for (let ms = 0; ms <= 1000; ms += 50) {
      const decision = takeToken(current, rule, T0 + ms);
      current = decision.state;
      if (decision.allowed) allowed++;
    }
    expect(allowed).toBe(5);
  });

  it('never holds more than the burst, however long it was idle', () => {
    const { state } = drain(1);
    const later = takeToken(state, rule, T0 + 3_600_000);
    expect(later.state.tokens).toBe(19);
  });

  it('refills nothing when the clock goes backwards', () => {
    const { state } = drain(20);
    expect(takeToken(state, rule, T0 - 60_000).allowed).toBe(false);
  });

  it('never allows more than burst + rate × elapsed over any run of requests (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 400 }), { minLength: 1, maxLength: 200 }), (gaps) => {
        let state: TokenBucketState | null = null;
        let now = T0;
        let allowed = 0;
        for (const gap of gaps) {
          now += gap;
          const decision = takeToken(state, rule, now);
          state = decision.state;
          if (decision.allowed) allowed++;
        }
        return allowed <= rule.burst + Math.floor(((now - T0) * rule.ratePerSecond) / 1000);
      }),
      { seed: 42, numRuns: 200 },
    );
  });

  it('a bucket is full again after burst / rate seconds', () => {
    expect(msUntilFull(rule)).toBe(4000);
  });
});
