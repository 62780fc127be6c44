import type { TokenKind } from './token-format';

/** Port: a fresh random token (shown once) and the hash that is the only thing stored. */
export interface TokenIssuer {
  issue(kind: TokenKind): { token: string; tokenHash: string };
}
