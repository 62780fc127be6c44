import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { AUTOMATION_SECRET_PREFIXES, type SignatureVerifier } from '@deal/domain';

/**
 * Standard Webhooks `v1` signatures (HMAC-SHA256, base64) of a Webhook Received automation's
 * `whsec_…` secret; the key is the secret's base64-decoded bytes. Every `v1,` item of the header is
 * compared, each through SHA-256 digests with `timingSafeEqual` (equal lengths, never a throw), so
 * the time says nothing about how close a guess came.
 */
export class StandardWebhooksSignatureVerifier implements SignatureVerifier {
  verifies(secret: string, content: string, signatureHeader: string): boolean {
    if (!secret.startsWith(AUTOMATION_SECRET_PREFIXES.signing_secret)) return false;
    const key = Buffer.from(secret.slice(AUTOMATION_SECRET_PREFIXES.signing_secret.length), 'base64');
    const expected = digest(createHmac('sha256', key).update(content, 'utf8').digest('base64'));
    let verified = false;
    for (const item of signatureHeader.split(' ')) {
      const [version, signature] = item.split(',', 2);
      if (version !== 'v1' || signature === undefined) continue;
      if (timingSafeEqual(digest(signature), expected)) verified = true;
    }
    return verified;
  }
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}
