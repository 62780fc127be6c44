import { SSO_STATE_LIFETIME_MS, SsoStateSeal, type SsoState } from './sso-state.cookie';

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
