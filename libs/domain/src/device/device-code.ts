import { bytesToBigInt, encodeBase62 } from '../credentials/base62';
import type { SecretHasher } from '../credentials/secret-hasher.port';

/** 256 random bits: far above the 160 CONTRACT §2 asks of secrets. */
export const DEVICE_CODE_RANDOM_BYTES = 32;
/** 62^43 > 2^256, so 43 base62 characters hold the 32 bytes whole (no reduction, no bias). */
export const DEVICE_CODE_LENGTH = 43;

/** The device's secret: 32 random bytes in base62. It is handed out once and stored only as a hash. */
export function formatDeviceCode(randomBytes: Uint8Array): string {
  if (randomBytes.length !== DEVICE_CODE_RANDOM_BYTES) {
    throw new RangeError(`need ${DEVICE_CODE_RANDOM_BYTES} random bytes, got ${randomBytes.length}`);
  }
  return encodeBase62(bytesToBigInt(randomBytes), DEVICE_CODE_LENGTH);
}

/** Whether a presented value could be a device code; anything else is refused without a lookup. */
export function isWellFormedDeviceCode(value: unknown): value is string {
  return typeof value === 'string' && new RegExp(`^[0-9A-Za-z]{${DEVICE_CODE_LENGTH}}$`).test(value);
}

/**
 * The stored form and lookup key: SHA-256 hex, unsalted, for the reason token-lookup-key.ts gives
 * (256 random bits leave nothing to guess, and a deterministic hash can be looked up).
 */
export function deviceCodeHash(deviceCode: string, hasher: SecretHasher): string {
  return hasher.sha256Hex(deviceCode);
}
