import { createHash, timingSafeEqual } from 'node:crypto';
import type { SecretComparer } from '@deal/domain';

/**
 * Constant-time comparison of secrets (CONTRACT §2 Credentials): both sides are hashed first, so
 * the digests always have the same length, `timingSafeEqual` never throws, and the time taken says
 * nothing about where the values differ or how long the stored one is. Invitation links use it.
 */
export class TimingSafeSecretComparer implements SecretComparer {
  same(presented: string, stored: string): boolean {
    return timingSafeEqual(digest(presented), digest(stored));
  }
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}
