import { formatAutomationSecret } from './automation-secret';

describe('formatAutomationSecret', () => {
  it('writes the prefix and 43 base62 digits of the 32 random bytes', () => {
    expect(formatAutomationSecret('webhook_secret', new Uint8Array(32))).toBe(`whsec_${'0'.repeat(43)}`);
    const key = formatAutomationSecret('signing_key', new Uint8Array(32).fill(255));
    expect(key).toMatch(/^whkey_[0-9A-Za-z]{43}$/);
  });

  it('gives different bytes different secrets', () => {
    const one = new Uint8Array(32);
    const two = new Uint8Array(32);
    two[31] = 1;
    expect(formatAutomationSecret('webhook_secret', one)).not.toBe(
      formatAutomationSecret('webhook_secret', two),
    );
  });

  it('refuses fewer or more than 32 bytes: a short secret would be guessable', () => {
    expect(() => formatAutomationSecret('webhook_secret', new Uint8Array(16))).toThrow(RangeError);
    expect(() => formatAutomationSecret('webhook_secret', new Uint8Array(33))).toThrow(RangeError);
  });
});
