import { createHash } from 'node:crypto';
import type { SecretHasher } from '@deal/domain';

export class NodeSecretHasher implements SecretHasher {
  sha256Hex(text: string): string {
    return createHash('sha256').update(text, 'utf8').digest('hex');
  }
}
