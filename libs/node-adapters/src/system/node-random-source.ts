import { randomBytes } from 'node:crypto';
import type { RandomSource } from '@deal/domain';

/** The operating system's CSPRNG (`crypto.randomBytes`). */
export class NodeRandomSource implements RandomSource {
  bytes(length: number): Uint8Array {
    return new Uint8Array(randomBytes(length));
  }
}
