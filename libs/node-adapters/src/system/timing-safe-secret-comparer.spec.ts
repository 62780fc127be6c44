import { TimingSafeSecretComparer } from './timing-safe-secret-comparer';

describe('TimingSafeSecretComparer', () => {
  const comparer = new TimingSafeSecretComparer();

  it('is true for the same text only, and never throws on unequal lengths', () => {
    expect(comparer.same('a'.repeat(64), 'a'.repeat(64))).toBe(true);
    expect(comparer.same('a'.repeat(64), `${'a'.repeat(63)}b`)).toBe(false);
    expect(comparer.same('short', 'a'.repeat(64))).toBe(false);
    expect(comparer.same('', '')).toBe(true);
  });
});
