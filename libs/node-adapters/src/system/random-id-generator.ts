import { randomFillSync } from 'node:crypto';
import type { IdGenerator, IdPrefix } from '@deal/domain';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

const RANDOM_BITS = 80n;
const RANDOM_MAX = (1n << RANDOM_BITS) - 1n;
const RANDOM_BYTES = 10;
/**
 * Random bytes are drawn from the system's generator a batch at a time (as `crypto.randomUUID` does
 * for its own ids): one call per 409 ids instead of one per id, which profiles of a deal change (two
 * ids) showed. Each id still takes bytes no other id took.
 */
const BATCH_BYTES = RANDOM_BYTES * 409;

/**
 * Ids like `deal_0Fz3…`: a 48-bit millisecond timestamp then 80 random bits, in base62 of fixed
 * width, so ids sort by creation time (keyset pages stay in a natural order) and never collide.
 * Within one millisecond (two tokens of one bootstrap, say) an id is the previous one plus one,
 * as ULID's monotonic mode does, so ids made one after another also sort in that order.
 */
export class RandomIdGenerator implements IdGenerator {
  private last = 0n;
  private readonly batch = Buffer.alloc(BATCH_BYTES);
  private used = BATCH_BYTES;

  next(prefix: IdPrefix): string {
    const time = BigInt(Date.now());
    const random = BigInt(`0x${this.randomHex()}`);
    let value = (time << RANDOM_BITS) | random;
    if (value <= this.last && (this.last & RANDOM_MAX) < RANDOM_MAX) {
      value = this.last + 1n; // same (or an earlier, stepped-back) millisecond: keep the order
    }
    this.last = value;
    return `${prefix}_${base62(value, 22)}`;
  }

  /** RANDOM_BYTES fresh random bytes, in hex. */
  private randomHex(): string {
    if (this.used === BATCH_BYTES) {
      randomFillSync(this.batch);
      this.used = 0;
    }
    const hex = this.batch.toString('hex', this.used, this.used + RANDOM_BYTES);
    this.used += RANDOM_BYTES;
    return hex;
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
