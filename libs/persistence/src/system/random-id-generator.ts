import { randomBytes } from 'node:crypto';
import type { IdGenerator, IdPrefix } from '@deal/domain';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * Ids like `deal_0Fz3…`: a 48-bit millisecond timestamp then 80 random bits, in base62 of fixed
 * width, so ids sort by creation time (keyset pages stay in a natural order) and never collide.
 */
export class RandomIdGenerator implements IdGenerator {
  next(prefix: IdPrefix): string {
    const time = BigInt(Date.now());
    const random = BigInt(`0x${randomBytes(10).toString('hex')}`);
    return `${prefix}_${base62((time << 80n) | random, 22)}`;
  }
}

function base62(value: bigint, width: number): string {
  let text = '';
  let rest = value;
  while (rest > 0n) {
    text = ALPHABET[Number(rest % 62n)] + text;
    rest /= 62n;
  }
  return text.padStart(width, '0');
}
