import { type SecretHasher } from './secret-hasher.port';

/**
 * The value stored for a token and used to find it again: SHA-256 of the whole token (CONTRACT §2:
 * tokens are stored only as a hash). Why an unsalted fast hash is right here and would be wrong
 * for passwords: a token carries ≥ 160 random bits, so there is no dictionary to try and brute
 * force is hopeless at any hash speed; salting and slow hashing only defend low-entropy secrets.
 * A deterministic hash is also what makes the lookup possible: the incoming token is hashed and
 * found by an indexed equality match, with no per-row salt to try. Any timing the index lookup
 * leaks is about the hash, which tells an attacker nothing about a token that would match it.
 */
export function tokenLookupKey(token: string, hasher: SecretHasher): string {
  return hasher.sha256Hex(token);
}
