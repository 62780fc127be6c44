/** Port: a SHA-256 digest as lower-case hex, implemented by an adapter over `node:crypto`. */
export interface SecretHasher {
  sha256Hex(text: string): string;
}
