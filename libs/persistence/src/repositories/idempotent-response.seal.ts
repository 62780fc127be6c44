import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import type { IdempotencyKeyRef } from '@deal/domain';

/**
 * A kept response may show a secret once (a new token, key or signing secret), and CONTRACT §2
 * allows no secret in any table. So the key is stored only as its SHA-256, and the body sealed
 * (AES-256-GCM) under a key derived from the Idempotency-Key itself: only a caller that still holds
 * the key can have the body opened, and the rows alone open nothing.
 */
export function keyHashOf(ref: IdempotencyKeyRef): string {
  return createHash('sha256').update(ref.key, 'utf8').digest('hex');
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

function sealingKeyOf(ref: IdempotencyKeyRef): Buffer {
  return Buffer.from(hkdfSync('sha256', ref.key, ref.credentialId, 'dps idempotent response v1', 32));
}

/** base64 of IV, tag and ciphertext. */
export function sealBody(ref: IdempotencyKeyRef, body: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', sealingKeyOf(ref), iv);
  const sealed = Buffer.concat([cipher.update(body, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64');
}

export function openBody(ref: IdempotencyKeyRef, sealed: string): string {
  const bytes = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', sealingKeyOf(ref), bytes.subarray(0, IV_BYTES));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
    'utf8',
  );
}
