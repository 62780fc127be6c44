import type { Actor } from '../credentials/actor';
import type { SecretHasher } from '../credentials/secret-hasher.port';
import type { TokenIssuer } from '../credentials/token-issuer.port';
import type { Clock } from '../shared/clock';
import type { IdGenerator } from '../shared/id-generator';
import { InMemoryDeviceFlow, scriptedRandom } from './in-memory-device-flow';

/** Everything the device use cases need, in memory and under the test's control. */
export function deviceFlowKit(start = Date.UTC(2026, 0, 15, 10, 0)) {
  let now = start;
  let counter = 0;
  const clock: Clock & { advance(ms: number): void } = {
    now: () => now,
    advance: (ms) => {
      now += ms;
    },
  };
  const ids: IdGenerator = { next: (prefix) => `${prefix}_${String(++counter).padStart(4, '0')}` };
  /** A readable stand-in for SHA-256: the tests only need it deterministic and different from its input. */
  const hasher: SecretHasher = { sha256Hex: (text) => `hash(${text})` };
  let issued = 0;
  const tokens: TokenIssuer = {
    issue: (kind) => {
      const token = `${kind === 'personal' ? 'svcp' : 'svcs'}_issued_${++issued}`;
      return { token, tokenHash: `hash(${token})` };
    },
  };
  const store = new InMemoryDeviceFlow();
  return { clock, ids, hasher, tokens, store, uow: store };
}

/** 32 bytes for a device code, then 8 bytes for its user code `BCDFGHJK` shifted by `offset` letters. */
export function randomForOneCode(deviceByte: number, offset = 0) {
  return scriptedRandom(
    Array.from({ length: 32 }, () => deviceByte),
    Array.from({ length: 8 }, (_, i) => i + offset),
  );
}

export const personalActor = (userId: string, scope: 'read' | 'read_write' = 'read_write'): Actor => ({
  kind: 'user',
  userId,
  email: `${userId}@example.test`,
  scope,
  credentialId: `tok_of_${userId}`,
});
