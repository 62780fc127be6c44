import { TimingSafeSecretComparer } from './timing-safe.secret-comparer';

describe('TimingSafeSecretComparer', () => {
  const comparer = new TimingSafeSecretComparer();
  const key = 'whkey_0123456789abcdefghijABCDEFGHIJklmnopqrstu';

  it('accepts the same key', () => {
    expect(comparer.same(key, key)).toBe(true);
  });

  it.each([
    ['one character off', `${key.slice(0, -1)}v`],
    ['shorter', key.slice(0, 10)],
    ['longer', `${key}x`],
    ['empty', ''],
    ['another script', 'ключ'],
  ])('refuses a key that is %s, without throwing', (_case, presented) => {
    expect(comparer.same(presented, key)).toBe(false);
  });
});
