import { createHmac } from 'node:crypto';
import { AUTOMATION_SECRET_PREFIXES, type WebhookSigner } from '@deal/domain';

const PREFIX = AUTOMATION_SECRET_PREFIXES.signing_secret;

/**
 * Standard Webhooks signatures with Node's HMAC-SHA256. The key is the signing secret as the
 * specification defines it: the base64-decoded bytes after `whsec_`, so a receiver's stock
 * `new Webhook(signingSecret)` verifies with no options.
 */
export class HmacWebhookSigner implements WebhookSigner {
  sign(signingSecret: string, content: string): string {
    if (!signingSecret.startsWith(PREFIX)) throw new TypeError('a signing secret starts with whsec_');
    const key = Buffer.from(signingSecret.slice(PREFIX.length), 'base64');
    return createHmac('sha256', key).update(content, 'utf8').digest('base64');
  }
}
