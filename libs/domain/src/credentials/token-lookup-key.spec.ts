import { createHash } from 'node:crypto';
import { type SecretHasher } from './secret-hasher.port';
import { tokenLookupKey } from './token-lookup-key';

const sha256: SecretHasher = { sha256Hex: (text) => createHash('sha256').update(text, 'utf8').digest('hex') };

describe('tokenLookupKey', () => {
  const token = 'svcp_0000000000000000000000000000004K0xYK';

  it('is the SHA-256 hex of the whole token, never the token itself', () => {
    const key = tokenLookupKey(token, sha256);
    expect(key).toBe(createHash('sha256').update(token).digest('hex'));
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(key).not.toContain(token.slice(5));
  });

  it('is deterministic, so a presented token finds its stored row', () => {
    expect(tokenLookupKey(token, sha256)).toBe(tokenLookupKey(token, sha256));
  });

  it('differs for tokens that differ only in the prefix', () => {
    expect(tokenLookupKey(`svcs_${token.slice(5)}`, sha256)).not.toBe(tokenLookupKey(token, sha256));
  });

  it('hashes through the port it is given', () => {
    const seen: string[] = [];
    const fake: SecretHasher = { sha256Hex: (text) => (seen.push(text), 'digest') };
    expect(tokenLookupKey(token, fake)).toBe('digest');
    expect(seen).toEqual([token]);
  });
});
