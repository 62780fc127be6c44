/**
 * Port: Standard Webhooks signature check (the domain cannot import `node:crypto`). True when
 * `signatureHeader` (space-separated `v1,<base64>` items) holds the HMAC-SHA256 of `content` keyed
 * with the bytes of `secret` (`whsec_` + base64), compared in constant time.
 */
export interface SignatureVerifier {
  verifies(secret: string, content: string, signatureHeader: string): boolean;
}
