/**
 * The signing secret of a Webhook Received automation that requires Standard Webhooks signatures
 * (docs/webhook-in.md "Signed calls"): `whsec_` then the base64 of 32 random bytes; the HMAC key is
 * those bytes (base64-decoded), as Standard Webhooks defines it.
 */
export const INBOUND_SIGNING_SECRET_PREFIX = 'whsec_';

/** Port: a fresh inbound signing secret, from the operating system's generator. */
export interface InboundSigningSecretIssuer {
  issue(): string;
}
