import { randomBytes } from 'node:crypto';
import { formatToken, tokenLookupKey, type SecretHasher, type TokenKind } from '@deal/domain';

/** A fresh token (shown once) and the hash that is the only thing stored. */
export function issueToken(kind: TokenKind, hasher: SecretHasher): { token: string; tokenHash: string } {
  const token = formatToken(kind, randomBytes(32));
  return { token, tokenHash: tokenLookupKey(token, hasher) };
}
