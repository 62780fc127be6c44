import { createHash, timingSafeEqual } from 'node:crypto';
import type { SecretComparer } from '@deal/domain';

/**
 * Constant-time comparison of signing keys (CONTRACT §2 Credentials, §3). Both sides are hashed
 * first: the digests always have the same length, so `timingSafeEqual` never throws (it does on
 * unequal lengths) and the time taken says nothing about the stored key's length either.
 */
export class TimingSafeSecretComparer implements SecretComparer {
  same(presented: string, stored: string): boolean {
    return timingSafeEqual(digest(presented), digest(stored));
  }
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}
