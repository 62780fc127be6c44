import { randomBytes } from 'node:crypto';
import {
  formatToken,
  tokenLookupKey,
  type SecretHasher,
  type TokenIssuer,
  type TokenKind,
} from '@deal/domain';

/** Tokens from 32 bytes of the operating system's CSPRNG; only their SHA-256 is ever stored. */
export class RandomTokenIssuer implements TokenIssuer {
  constructor(private readonly hasher: SecretHasher) {}

  issue(kind: TokenKind): { token: string; tokenHash: string } {
    const token = formatToken(kind, randomBytes(32));
    return { token, tokenHash: tokenLookupKey(token, this.hasher) };
  }
}
