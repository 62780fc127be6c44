import { formatAutomationSecret } from './automation-secret';

describe('formatAutomationSecret', () => {
  it('writes the header values as their prefix and 43 base62 digits of the 32 random bytes', () => {
    expect(formatAutomationSecret('webhook_secret', new Uint8Array(32))).toBe(`svcwh_${'0'.repeat(43)}`);
    const key = formatAutomationSecret('signing_key', new Uint8Array(32).fill(255));
    expect(key).toMatch(/^whkey_[0-9A-Za-z]{43}$/);
  });

  it('writes the signing secret as Standard Webhooks does: whsec_ and the base64 of the key bytes', () => {
    const bytes = Uint8Array.from({ length: 32 }, (_, i) => i * 8);
    const secret = formatAutomationSecret('signing_secret', bytes);
    expect(secret).toBe('whsec_AAgQGCAoMDhASFBYYGhweICIkJigqLC4wMjQ2ODo8Pg=');
    expect(formatAutomationSecret('signing_secret', new Uint8Array(32))).toMatch(/^whsec_A{43}=$/);
  });

  it('gives different bytes different secrets, and no two kinds share a prefix', () => {
    const one = new Uint8Array(32);
    const two = new Uint8Array(32);
    two[31] = 1;
    for (const kind of ['webhook_secret', 'signing_secret', 'signing_key'] as const) {
      expect(formatAutomationSecret(kind, one)).not.toBe(formatAutomationSecret(kind, two));
    }
    const prefixes = (['webhook_secret', 'signing_secret', 'signing_key'] as const).map((kind) =>
      formatAutomationSecret(kind, one).slice(0, 6),
    );
    expect(new Set(prefixes).size).toBe(3);
  });

  it('refuses fewer or more than 32 bytes: a short secret would be guessable', () => {
    for (const kind of ['webhook_secret', 'signing_secret'] as const) {
      expect(() => formatAutomationSecret(kind, new Uint8Array(16))).toThrow(RangeError);
      expect(() => formatAutomationSecret(kind, new Uint8Array(33))).toThrow(RangeError);
    }
  });
});
