import { randomBytes } from 'node:crypto';
import type { IdGenerator, IdPrefix } from '@deal/domain';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

const RANDOM_BITS = 80n;
const RANDOM_MAX = (1n << RANDOM_BITS) - 1n;

/**
 * Ids like `deal_0Fz3…`: a 48-bit millisecond timestamp then 80 random bits, in base62 of fixed
 * width, so ids sort by creation time (keyset pages stay in a natural order) and never collide.
 * Within one millisecond (two tokens of one bootstrap, say) an id is the previous one plus one,
 * as ULID's monotonic mode does, so ids made one after another also sort in that order.
 */
export class RandomIdGenerator implements IdGenerator {
  private last = 0n;

  next(prefix: IdPrefix): string {
    const time = BigInt(Date.now());
    const random = BigInt(`0x${randomBytes(10).toString('hex')}`);
    let value = (time << RANDOM_BITS) | random;
    if (value <= this.last && (this.last & RANDOM_MAX) < RANDOM_MAX) {
      value = this.last + 1n; // same (or an earlier, stepped-back) millisecond: keep the order
    }
    this.last = value;
    return `${prefix}_${base62(value, 22)}`;
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
