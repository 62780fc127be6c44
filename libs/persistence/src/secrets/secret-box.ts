import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Seals secrets at rest (AES-256-GCM) under the server key `SECRETS_KEY` (docs/operations.md
 * "Secrets at rest"). A sealed value is text: `v1:<key id>:<nonce>:<ciphertext and tag>`, the last
 * two base64, the key id the first 8 hex of the key's SHA-256. Values sealed under
 * `SECRETS_KEY_PREVIOUS` still open; a value without the `v1:` prefix is an old plaintext row and
 * reads as itself until the re-seal pass (reseal-secrets.ts) seals it.
 */
export interface SecretBox {
  /** The id of the current key: a value sealed under another key needs re-sealing. */
  readonly keyId: string;
  seal(plaintext: string): string;
  open(stored: string): string;
  /** Whether `stored` is sealed under the current key (false for plaintext and the previous key). */
  isCurrent(stored: string): boolean;
  /** The current key first, then the previous one, for what cannot be re-sealed (idempotency-sealer.ts). */
  readonly keys: readonly ServerKey[];
}

export interface ServerKey {
  readonly id: string;
  /** Derives a 32-byte key for one purpose, so no two uses share a key. */
  derive(purpose: string, extra?: Buffer): Buffer;
}

const VERSION = 'v1';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const COLUMN_PURPOSE = 'dps sealed column v1';

export function serverKey(material: Buffer): ServerKey {
  if (material.length !== 32) throw new Error('a server key is 32 bytes');
  return {
    id: createHash('sha256').update(material).digest('hex').slice(0, 8),
    derive: (purpose, extra) =>
      Buffer.from(
        hkdfSync('sha256', extra ? Buffer.concat([material, extra]) : material, Buffer.alloc(0), purpose, 32),
      ),
  };
}

export function aesGcmSecretBox(current: Buffer, previous: Buffer | null = null): SecretBox {
  const keys = [serverKey(current), ...(previous ? [serverKey(previous)] : [])];
  const [now] = keys as [ServerKey];
  const columnKeys = new Map(keys.map((key) => [key.id, key.derive(COLUMN_PURPOSE)]));
  return {
    keyId: now.id,
    keys,
    seal: (plaintext) => sealWith(now.id, columnKeys.get(now.id) as Buffer, plaintext),
    open(stored) {
      if (!stored.startsWith(`${VERSION}:`)) return stored;
      const keyId = stored.split(':')[1] ?? '';
      const key = columnKeys.get(keyId);
      if (!key)
        throw new Error(
          `a sealed value names key ${keyId}, which is neither SECRETS_KEY nor SECRETS_KEY_PREVIOUS`,
        );
      return openWith(key, stored);
    },
    isCurrent: (stored) => stored.startsWith(`${VERSION}:${now.id}:`),
  };
}

/** `v1:<key id>:<nonce>:<ciphertext+tag>`. */
export function sealWith(keyId: string, key: Buffer, plaintext: string): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return [VERSION, keyId, nonce.toString('base64'), sealed.toString('base64')].join(':');
}

/** Throws on a value changed in any way or sealed under another key (the tag does not match). */
export function openWith(key: Buffer, stored: string): string {
  const [version, , nonceText, sealedText, ...rest] = stored.split(':');
  if (version !== VERSION || !nonceText || !sealedText || rest.length > 0) {
    throw new Error('a sealed value is malformed');
  }
  const nonce = Buffer.from(nonceText, 'base64');
  const sealed = Buffer.from(sealedText, 'base64');
  if (nonce.length !== NONCE_BYTES || sealed.length < TAG_BYTES)
    throw new Error('a sealed value is malformed');
  const decipher = createDecipheriv('aes-256-gcm', key, nonce);
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
  return Buffer.concat([
    decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)),
    decipher.final(),
  ]).toString('utf8');
}

/** A keyed hash (HMAC-SHA256, hex) for looking a row up by a secret that is not stored. */
export function lookupHash(key: Buffer, ...parts: readonly string[]): string {
  const hmac = createHmac('sha256', key);
  for (const part of parts) hmac.update(`${Buffer.byteLength(part)}:${part}`);
  return hmac.digest('hex');
}
