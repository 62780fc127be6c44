import type { IdempotencyKeyRef } from '@deal/domain';
import { lookupHash, openWith, sealWith, type ServerKey } from '../secrets/secret-box';

/**
 * A kept response may show a secret once (a new token, key or signing secret), and CONTRACT §2
 * allows no secret in any table. So the row holds neither the Idempotency-Key nor an answer the
 * database alone can open:
 * - it is found by a keyed hash (HMAC-SHA256 under a key derived from SECRETS_KEY) of the
 *   credential and the Idempotency-Key, so a guessable key (`42`) cannot be tried against the rows
 *   without the server key;
 * - the body is sealed (AES-256-GCM) under a key derived (HKDF) from SECRETS_KEY and the
 *   credential and Idempotency-Key together: neither the server key alone nor the rows alone open it.
 */
const LOOKUP_PURPOSE = 'dps idempotency lookup v1';
const BODY_PURPOSE = 'dps idempotent response v2';

export function keyHashOf(key: ServerKey, ref: IdempotencyKeyRef): string {
  return lookupHash(key.derive(LOOKUP_PURPOSE), ref.credentialId, ref.key);
}

function sealingKeyOf(key: ServerKey, ref: IdempotencyKeyRef): Buffer {
  const request = Buffer.from(`${Buffer.byteLength(ref.credentialId)}:${ref.credentialId}${ref.key}`, 'utf8');
  return key.derive(BODY_PURPOSE, request);
}

/** `v1:<key id>:<nonce>:<ciphertext+tag>`, as sealed columns are. */
export function sealBody(key: ServerKey, ref: IdempotencyKeyRef, body: string): string {
  return sealWith(key.id, sealingKeyOf(key, ref), body);
}

export function openBody(key: ServerKey, ref: IdempotencyKeyRef, sealed: string): string {
  return openWith(sealingKeyOf(key, ref), sealed);
}
