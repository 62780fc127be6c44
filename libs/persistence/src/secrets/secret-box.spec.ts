import { createHash, randomBytes } from 'node:crypto';
import { aesGcmSecretBox } from './secret-box';

describe('aesGcmSecretBox', () => {
  const key = randomBytes(32);
  const other = randomBytes(32);
  const box = aesGcmSecretBox(key);
  const secret = 'whsec_dGhpcyBpcyBhIHNpZ25pbmcgc2VjcmV0IG9mIDMyIGJ5dGVz';

  it('seals to v1:<key id>:<nonce>:<ciphertext+tag> and opens it again', () => {
    const sealed = box.seal(secret);
    const keyId = createHash('sha256').update(key).digest('hex').slice(0, 8);
    expect(sealed).toMatch(new RegExp(`^v1:${keyId}:[A-Za-z0-9+/]{16}:[A-Za-z0-9+/=]+$`));
    expect(sealed).not.toContain(secret);
    expect(box.open(sealed)).toBe(secret);
    expect(box.isCurrent(sealed)).toBe(true);
  });

  it('seals the same text differently each time (a random nonce)', () => {
    expect(box.seal(secret)).not.toBe(box.seal(secret));
  });

  it('refuses a value changed in any way', () => {
    const sealed = box.seal(secret);
    const parts = sealed.split(':');
    const bytes = Buffer.from(parts[3] as string, 'base64');
    bytes[0] = (bytes[0] as number) ^ 1;
    expect(() => box.open([...parts.slice(0, 3), bytes.toString('base64')].join(':'))).toThrow(
      'Unsupported state or unable to authenticate data',
    );
    expect(() => box.open(`${sealed}:x`)).toThrow('a sealed value is malformed');
  });

  it('refuses a value sealed under a key it does not hold', () => {
    expect(() => box.open(aesGcmSecretBox(other).seal(secret))).toThrow(
      /^a sealed value names key [0-9a-f]{8}, which is neither SECRETS_KEY nor SECRETS_KEY_PREVIOUS$/,
    );
    // Same key id, other key (a forged id): the tag does not match.
    const forged = aesGcmSecretBox(other).seal(secret).split(':');
    forged[1] = box.keyId;
    expect(() => box.open(forged.join(':'))).toThrow('Unsupported state or unable to authenticate data');
  });

  it('opens a value sealed under the previous key, and seals under the current one', () => {
    const before = aesGcmSecretBox(other).seal(secret);
    const rotated = aesGcmSecretBox(key, other);
    expect(rotated.open(before)).toBe(secret);
    expect(rotated.isCurrent(before)).toBe(false);
    expect(rotated.seal(secret).startsWith(`v1:${box.keyId}:`)).toBe(true);
  });

  it('reads an old plaintext value as itself, and counts it as not sealed', () => {
    expect(box.open(secret)).toBe(secret);
    expect(box.isCurrent(secret)).toBe(false);
  });
});
