import { randomBytes } from 'node:crypto';
import { INBOUND_SIGNING_SECRET_PREFIX, type InboundSigningSecretIssuer } from '@deal/domain';

/**
 * The Standard Webhooks secret of a signature-requiring Webhook Received automation: `whsec_`
 * then the base64 of 32 bytes from the operating system's generator (the HMAC key is those bytes).
 */
export class RandomInboundSigningSecretIssuer implements InboundSigningSecretIssuer {
  issue(): string {
    return INBOUND_SIGNING_SECRET_PREFIX + randomBytes(32).toString('base64');
  }
}
