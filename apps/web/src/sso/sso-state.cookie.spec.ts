import {
  MAX_SSO_SIGN_INS,
  SSO_STATE_LIFETIME_MS,
  ssoCookieName,
  ssoCookiesToClear,
  SsoStateSeal,
  type SsoState,
} from './sso-state.cookie';

const NOW = Date.UTC(2026, 11, 5, 9, 0);
const state: SsoState = {
  state: 's'.repeat(43),
  nonce: 'n'.repeat(43),
  verifier: 'v'.repeat(43),
  next: '/spaces',
  invitation: { id: 'inv_1', token: 't'.repeat(43) },
  expiresAt: NOW + SSO_STATE_LIFETIME_MS,
};

describe('the sealed state cookie of a sign-in', () => {
  const seal = new SsoStateSeal('client secret');

  it('opens what it sealed until it expires, and shows none of it', () => {
    const sealed = seal.seal(state);
    expect(sealed).toMatch(/^[\w-]+$/);
    for (const secret of [state.state, state.verifier, 'inv_1', state.invitation?.token ?? '']) {
      expect(Buffer.from(sealed, 'base64url').toString('latin1')).not.toContain(secret);
    }
    expect(seal.open(sealed, NOW)).toEqual(state);
    expect(seal.open(sealed, state.expiresAt - 1)).toEqual(state);
    expect(seal.open(sealed, state.expiresAt)).toBeNull();
  });

  it('seals the same state differently each time (a fresh IV)', () => {
    expect(seal.seal(state)).not.toBe(seal.seal(state));
  });

  it('opens nothing changed, truncated, foreign, oversized or missing', () => {
    const sealed = seal.seal(state);
    const raw = Buffer.from(sealed, 'base64url');
    raw[raw.length - 1] ^= 1;
    expect(seal.open(raw.toString('base64url'), NOW)).toBeNull();
    expect(seal.open(sealed.slice(0, 20), NOW)).toBeNull();
    expect(new SsoStateSeal('another secret').open(sealed, NOW)).toBeNull();
    expect(seal.open('x'.repeat(5000), NOW)).toBeNull();
    expect(seal.open('', NOW)).toBeNull();
    expect(seal.open(undefined, NOW)).toBeNull();
  });
});

describe('the sign-in cookies a new sign-in clears', () => {
  const seal = new SsoStateSeal('client secret');
  /** A sign-in started `minutesAgo` minutes before NOW, as its cookie. */
  const started = (letter: string, minutesAgo: number): [string, string] => {
    const one = {
      ...state,
      state: letter.repeat(43),
      expiresAt: NOW - minutesAgo * 60_000 + SSO_STATE_LIFETIME_MS,
    };
    return [ssoCookieName(one.state), seal.seal(one)];
  };

  it('names each sign-in after its state: dps_sso_ and 16 characters of its SHA-256', () => {
    expect(ssoCookieName('a'.repeat(43))).toMatch(/^dps_sso_[\w-]{16}$/);
    expect(ssoCookieName('a'.repeat(43))).toBe(ssoCookieName('a'.repeat(43)));
    expect(ssoCookieName('a'.repeat(43))).not.toBe(ssoCookieName('b'.repeat(43)));
  });

  it('clears nothing while fewer sign-ins than the cap are under way, and no other cookie', () => {
    const cookies = Object.fromEntries([started('a', 5), ['dps_session', 'x'], ['dps_sso', 'old']]);
    expect(MAX_SSO_SIGN_INS).toBe(3);
    expect(ssoCookiesToClear(cookies, seal, NOW)).toEqual([]);
    expect(ssoCookiesToClear({}, seal, NOW)).toEqual([]);
  });

  it('clears the oldest so that with the new one there are at most the cap', () => {
    const [a, b, c, d] = [started('a', 1), started('b', 9), started('c', 4), started('d', 6)];
    const cookies = Object.fromEntries([a, b, c, d]);
    // Four under way, the new one makes five: the two oldest (b at 9 minutes, d at 6) go.
    expect(ssoCookiesToClear(cookies, seal, NOW)).toEqual([b[0], d[0]]);
  });

  it('clears every one that no longer opens: expired, tampered or not sealed here', () => {
    const expired = started('e', 11);
    const cookies = Object.fromEntries([expired, ['dps_sso_forged', 'AAAA'], started('a', 1)]);
    expect(ssoCookiesToClear(cookies, seal, NOW).sort()).toEqual([expired[0], 'dps_sso_forged'].sort());
  });
});
