import type { Phase, PhaseRepository, PinnedPhase } from '@deal/domain';
import type { EntityManager } from 'typeorm';
import { PhaseSchema } from '../schema/phase.schema';
import { phaseToDomain, phaseToRow } from './phase.mapper';
import { toDate } from './row-values';

export class TypeOrmPhaseRepository implements PhaseRepository {
  constructor(private readonly manager: EntityManager) {}

  /** In insertion order (created_at, then id). */
  async listByDeal(dealId: string): Promise<Phase[]> {
    const rows = await this.manager.find(PhaseSchema, {
      where: { deal_id: dealId },
      order: { created_at: 'ASC', id: 'ASC' },
    });
    return rows.map(phaseToDomain);
  }

  /** clock_timestamp(), not now(): phases inserted in one transaction keep their insertion order. */
  async insert(phase: Phase): Promise<void> {
    await this.manager.insert(PhaseSchema, { ...phaseToRow(phase), created_at: () => 'clock_timestamp()' });
  }

  /** One statement for the whole batch, however many phases moved. */
  async updateDates(phases: readonly PinnedPhase[]): Promise<void> {
    if (phases.length === 0) return;
    await this.manager.query(
      `UPDATE phases AS p
          SET start_at = moved.start_at, end_at = moved.end_at
         FROM unnest($1::text[], $2::timestamptz[], $3::timestamptz[]) AS moved (id, start_at, end_at)
        WHERE p.id = moved.id`,
      [phases.map((p) => p.id), phases.map((p) => toDate(p.start)), phases.map((p) => toDate(p.end))],
    );
  }
}
