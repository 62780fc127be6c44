import { NO_APPROVAL_ATTEMPTS, type ApprovalAttempts } from '../device/approval-attempts.policy';
import type { DeviceAuthorization } from '../device/device-authorization';
import type {
  DeviceApprovalAttemptRepository,
  DeviceAuthorizationRepository,
} from '../device/device-authorization.repository';
import type { RandomSource } from '../device/random-source.port';
import type { DeviceRepositories, DeviceUnitOfWork } from '../use-cases/device/device-repositories';
import { InMemoryCredentials } from './in-memory-credentials';

/** DeviceAuthorizationRepository over an array, with the adapter's semantics, for pure use-case tests. */
export class InMemoryDeviceAuthorizations implements DeviceAuthorizationRepository {
  rows: DeviceAuthorization[] = [];

  async insert(authorization: DeviceAuthorization): Promise<boolean> {
    const taken = this.rows.some(
      (row) =>
        row.id === authorization.id ||
        row.userCode === authorization.userCode ||
        row.deviceCodeHash === authorization.deviceCodeHash,
    );
    if (!taken) this.rows.push(authorization);
    return !taken;
  }

  async findByDeviceCodeHashForUpdate(deviceCodeHash: string): Promise<DeviceAuthorization | null> {
    return this.rows.find((row) => row.deviceCodeHash === deviceCodeHash) ?? null;
  }

  async findByUserCode(userCode: string): Promise<DeviceAuthorization | null> {
    return this.rows.find((row) => row.userCode === userCode) ?? null;
  }

  async recordPoll(id: string, lastPolledAt: number, intervalSeconds: number): Promise<void> {
    this.change(id, (row) => ({ ...row, lastPolledAt, intervalSeconds }));
  }

  async decide(
    id: string,
    decision: { status: 'approved' | 'denied'; decidedAt: number; decidedBy: string },
  ): Promise<boolean> {
    return this.change(id, (row) => (row.status === 'pending' ? { ...row, ...decision } : null));
  }

  async consume(id: string, at: number): Promise<boolean> {
    return this.change(id, (row) =>
      row.status === 'approved' && row.consumedAt === null ? { ...row, consumedAt: at } : null,
    );
  }

  async recordCredential(id: string, credentialId: string): Promise<void> {
    this.change(id, (row) => ({ ...row, credentialId }));
  }

  async deleteExpiredBefore(cutoff: number): Promise<number> {
    const before = this.rows.length;
    this.rows = this.rows.filter((row) => row.expiresAt >= cutoff);
    return before - this.rows.length;
  }

  get(id: string): DeviceAuthorization {
    const row = this.rows.find((candidate) => candidate.id === id);
    if (!row) throw new Error(`no device authorization ${id}`);
    return row;
  }

  /** Applies `update` to the row; null from it means "condition not met". True when the row changed. */
  private change(id: string, update: (row: DeviceAuthorization) => DeviceAuthorization | null): boolean {
    const index = this.rows.findIndex((row) => row.id === id);
    const row = this.rows[index];
    const next = row ? update(row) : null;
    if (next) this.rows[index] = next;
    return next !== null;
  }
}

export class InMemoryApprovalAttempts implements DeviceApprovalAttemptRepository {
  readonly byUser = new Map<string, ApprovalAttempts>();

  async lockForUser(userId: string): Promise<ApprovalAttempts> {
    return this.byUser.get(userId) ?? NO_APPROVAL_ATTEMPTS;
  }

  async save(userId: string, attempts: ApprovalAttempts): Promise<void> {
    this.byUser.set(userId, attempts);
  }
}

/** The device flow's repositories in memory, and a unit of work that just runs the work on them. */
export class InMemoryDeviceFlow implements DeviceUnitOfWork {
  readonly deviceAuthorizations = new InMemoryDeviceAuthorizations();
  readonly deviceApprovalAttempts = new InMemoryApprovalAttempts();
  readonly credentials = new InMemoryCredentials();

  transaction<T>(work: (repositories: DeviceRepositories) => Promise<T>): Promise<T> {
    return work(this);
  }
}

/** Hands out the given bytes in order, then fails: a test names every random byte it relies on. */
export function scriptedRandom(...chunks: number[][]): RandomSource & { readonly requests: number[] } {
  const queue = chunks.flat();
  const requests: number[] = [];
  return {
    requests,
    bytes(length: number): Uint8Array {
      requests.push(length);
      if (queue.length < length) throw new Error(`scripted random source ran out (asked for ${length})`);
      return Uint8Array.from(queue.splice(0, length));
    },
  };
}
