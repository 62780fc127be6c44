import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { PasswordHasher } from '@deal/domain';

/**
 * argon2id with OWASP's baseline (19 MiB, 2 passes, 1 lane): memory-hard, so a stolen hash is
 * expensive to guess on GPUs. A prebuilt native binding, so no compiler is needed at install.
 */
const OPTIONS = {
  algorithm: 2, // Algorithm.Argon2id, a const enum that isolated modules cannot import
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export class Argon2PasswordHasher implements PasswordHasher {
  /** Verified against when there is no stored hash, so unknown users cost the same time. */
  private decoy: Promise<string> | undefined;

  hash(password: string): Promise<string> {
    return hash(password, OPTIONS);
  }

  async verify(storedHash: string | null, password: string): Promise<boolean> {
    if (storedHash === null) {
      this.decoy ??= hash(randomBytes(32).toString('base64'), OPTIONS);
      await verify(await this.decoy, password);
      return false;
    }
    try {
      return await verify(storedHash, password);
    } catch {
      return false; // a malformed stored hash never signs anyone in
    }
  }
}
