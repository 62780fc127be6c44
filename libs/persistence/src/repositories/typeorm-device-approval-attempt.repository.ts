import type { ApprovalAttempts, DeviceApprovalAttemptRepository } from '@deal/domain';
import type { EntityManager } from 'typeorm';
import {
  DeviceApprovalAttemptSchema,
  type DeviceApprovalAttemptRow,
} from '../schema/device-approval-attempt.schema';
import { toDateOrNull, toEpochOrNull } from './row-values';

export class TypeOrmDeviceApprovalAttemptRepository implements DeviceApprovalAttemptRepository {
  constructor(private readonly manager: EntityManager) {}

  /**
   * Creates the person's empty row if there is none (a concurrent creator makes this wait, then do
   * nothing), then locks it: approvals by one person run one after another until commit.
   */
  async lockForUser(userId: string): Promise<ApprovalAttempts> {
    await this.manager.query(
      `INSERT INTO device_approval_attempts (user_id, failures) VALUES ($1, 0) ON CONFLICT (user_id) DO NOTHING`,
      [userId],
    );
    const row = await this.manager
      .createQueryBuilder(DeviceApprovalAttemptSchema, 'attempts')
      .where('attempts.user_id = :userId', { userId })
      .setLock('pessimistic_write')
      .getOne();
    if (!row) throw new Error(`device_approval_attempts row of ${userId} vanished`);
    return toDomain(row);
  }

  async save(userId: string, attempts: ApprovalAttempts): Promise<void> {
    await this.manager.upsert(
      DeviceApprovalAttemptSchema,
      {
        user_id: userId,
        window_started_at: toDateOrNull(attempts.windowStartedAt),
        failures: attempts.failures,
      },
      ['user_id'],
    );
  }
}

function toDomain(row: DeviceApprovalAttemptRow): ApprovalAttempts {
  return { windowStartedAt: toEpochOrNull(row.window_started_at), failures: row.failures };
}
