import { createHmac } from 'node:crypto';
import type { WebhookSigner } from '@deal/domain';

/** Standard Webhooks signatures with Node's HMAC-SHA256 (the key is the secret's UTF-8 bytes). */
export class HmacWebhookSigner implements WebhookSigner {
  hmacSha256Base64(secret: string, content: string): string {
    return createHmac('sha256', secret).update(content, 'utf8').digest('base64');
  }
}
