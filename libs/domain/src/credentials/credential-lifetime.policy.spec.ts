import { credentialUsable } from './credential-lifetime.policy';

const NOW = 1_700_000_000_000;

describe('credentialUsable', () => {
  it.each([
    ['never expires, not revoked', { revokedAt: null, expiresAt: null }, true],
    ['expires one ms from now', { revokedAt: null, expiresAt: NOW + 1 }, true],
    ['expires exactly now (expiry is inclusive)', { revokedAt: null, expiresAt: NOW }, false],
    ['expired one ms ago', { revokedAt: null, expiresAt: NOW - 1 }, false],
    ['revoked in the past', { revokedAt: NOW - 1000, expiresAt: null }, false],
    ['revoked now', { revokedAt: NOW, expiresAt: null }, false],
    ['revoked with a clock-skewed future time', { revokedAt: NOW + 1000, expiresAt: null }, false],
    ['revoked at the epoch (0 is still a time)', { revokedAt: 0, expiresAt: null }, false],
    ['revoked but not yet expired', { revokedAt: NOW - 1, expiresAt: NOW + 1000 }, false],
    ['expiring at the epoch', { revokedAt: null, expiresAt: 0 }, false],
  ])('%s → %s', (_name, credential, expected) => {
    expect(credentialUsable(credential, NOW)).toBe(expected);
  });
});
