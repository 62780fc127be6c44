import type { ApprovalAttempts } from './approval-attempts.policy';
import type { DeviceAuthorization } from './device-authorization';

export interface DeviceAuthorizationRepository {
  /** Stores a new authorization; false, storing nothing, when its user code (or device code) is taken. */
  insert(authorization: DeviceAuthorization): Promise<boolean>;
  /** Finds by the device code's hash and locks the row until the transaction ends. */
  findByDeviceCodeHashForUpdate(deviceCodeHash: string): Promise<DeviceAuthorization | null>;
  /** Finds by the stored (normalised) user code. */
  findByUserCode(userCode: string): Promise<DeviceAuthorization | null>;
  recordPoll(id: string, lastPolledAt: number, intervalSeconds: number): Promise<void>;
  /** pending → approved or denied; false, changing nothing, when it was no longer pending. */
  decide(
    id: string,
    decision: { status: 'approved' | 'denied'; decidedAt: number; decidedBy: string },
  ): Promise<boolean>;
  /** Marks an approved code collected; false, changing nothing, when it was collected already. */
  consume(id: string, at: number): Promise<boolean>;
  /** Notes the personal token a collected code yielded. */
  recordCredential(id: string, credentialId: string): Promise<void>;
  /** Deletes authorizations that expired before `cutoff`; returns how many. */
  deleteExpiredBefore(cutoff: number): Promise<number>;
}

export interface DeviceApprovalAttemptRepository {
  /**
   * A person's wrong-user-code count, locked until the transaction ends (a stored empty count is
   * created first, so even a person's very first attempts queue behind each other).
   */
  lockForUser(userId: string): Promise<ApprovalAttempts>;
  save(userId: string, attempts: ApprovalAttempts): Promise<void>;
}
