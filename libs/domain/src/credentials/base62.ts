/** Digits, then upper case, then lower case: the order GitHub and most base62 libraries use. */
export const BASE62_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

const BASE = 62n;

export function isBase62(text: string): boolean {
  return /^[0-9A-Za-z]*$/.test(text);
}

/**
 * `value` in base62, exactly `width` characters, left-padded with '0'. Throws when it does not
 * fit: the callers choose widths that always fit, so an overflow is a bug.
 */
export function encodeBase62(value: bigint, width: number): string {
  if (value < 0n || value >= BASE ** BigInt(width))
    throw new RangeError(`${value} does not fit ${width} base62 digits`);
  let rest = value;
  let text = '';
  for (let i = 0; i < width; i++) {
    text = BASE62_ALPHABET.charAt(Number(rest % BASE)) + text;
    rest /= BASE;
  }
  return text;
}

/** The bytes read as one big-endian unsigned integer. */
export function bytesToBigInt(bytes: Uint8Array): bigint {
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  return value;
}
