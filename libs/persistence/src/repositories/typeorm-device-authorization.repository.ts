import type { DeviceAuthorization, DeviceAuthorizationRepository } from '@deal/domain';
import { IsNull, LessThan, type EntityManager } from 'typeorm';
import { DeviceAuthorizationSchema } from '../schema/device-authorization.schema';
import { deviceAuthorizationToDomain, deviceAuthorizationToRow } from './device-authorization.mapper';

/** The conditional updates answer whether they changed the row, so a lost race is seen, not assumed. */
export class TypeOrmDeviceAuthorizationRepository implements DeviceAuthorizationRepository {
  constructor(private readonly manager: EntityManager) {}

  /** `ON CONFLICT DO NOTHING`: a taken code is an answer, not an error that would abort the transaction. */
  async insert(authorization: DeviceAuthorization): Promise<boolean> {
    const result = await this.manager
      .createQueryBuilder()
      .insert()
      .into(DeviceAuthorizationSchema)
      .values(deviceAuthorizationToRow(authorization))
      .orIgnore()
      .returning('id')
      .execute();
    return (result.raw as unknown[]).length === 1;
  }

  async findByDeviceCodeHashForUpdate(deviceCodeHash: string): Promise<DeviceAuthorization | null> {
    const row = await this.manager
      .createQueryBuilder(DeviceAuthorizationSchema, 'device')
      .where('device.device_code_hash = :deviceCodeHash', { deviceCodeHash })
      .setLock('pessimistic_write')
      .getOne();
    return row ? deviceAuthorizationToDomain(row) : null;
  }

  async findByUserCode(userCode: string): Promise<DeviceAuthorization | null> {
    const row = await this.manager.findOneBy(DeviceAuthorizationSchema, { user_code: userCode });
    return row ? deviceAuthorizationToDomain(row) : null;
  }

  async recordPoll(id: string, lastPolledAt: number, intervalSeconds: number): Promise<void> {
    await this.manager.update(
      DeviceAuthorizationSchema,
      { id },
      { last_polled_at: new Date(lastPolledAt), interval_s: intervalSeconds },
    );
  }

  async decide(
    id: string,
    decision: { status: 'approved' | 'denied'; decidedAt: number; decidedBy: string },
  ): Promise<boolean> {
    const result = await this.manager.update(
      DeviceAuthorizationSchema,
      { id, status: 'pending' },
      { status: decision.status, decided_at: new Date(decision.decidedAt), decided_by: decision.decidedBy },
    );
    return result.affected === 1;
  }

  /** `UPDATE … WHERE consumed_at IS NULL`: of two racing polls exactly one changes the row. */
  async consume(id: string, at: number): Promise<boolean> {
    const result = await this.manager.update(
      DeviceAuthorizationSchema,
      { id, status: 'approved', consumed_at: IsNull() },
      { consumed_at: new Date(at) },
    );
    return result.affected === 1;
  }

  async recordCredential(id: string, credentialId: string): Promise<void> {
    await this.manager.update(DeviceAuthorizationSchema, { id }, { credential_id: credentialId });
  }

  async deleteExpiredBefore(cutoff: number): Promise<number> {
    const result = await this.manager.delete(DeviceAuthorizationSchema, {
      expires_at: LessThan(new Date(cutoff)),
    });
    return result.affected ?? 0;
  }
}
