import { RandomAutomationSecretIssuer } from './random-automation-secret-issuer';

describe('RandomAutomationSecretIssuer', () => {
  const issuer = new RandomAutomationSecretIssuer();

  it('issues prefixed 256-bit secrets of fixed length, never the same twice', () => {
    const secrets = Array.from({ length: 200 }, () => issuer.issue('webhook_secret'));
    for (const secret of secrets) expect(secret).toMatch(/^svcwh_[0-9A-Za-z]{43}$/);
    expect(new Set(secrets).size).toBe(200);
    expect(issuer.issue('signing_key')).toMatch(/^whkey_[0-9A-Za-z]{43}$/);
    const signing = issuer.issue('signing_secret');
    expect(signing).toMatch(/^whsec_[0-9A-Za-z+/]{43}=$/);
    expect(Buffer.from(signing.slice('whsec_'.length), 'base64')).toHaveLength(32);
  });
});
