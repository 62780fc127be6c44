import type { Phase, PhaseRepository, PinnedPhase } from '@deal/domain';
import type { EntityManager } from 'typeorm';
import type { PhaseRow } from '../schema/phase.schema';
import { phaseToDomain, phaseToRow } from './phase.mapper';
import { toDate } from './row-values';
import { insertionTime } from './insertion-order.sql';
import { queryRecords } from './sql-records';

/**
 * Fixed statements rather than ones TypeORM builds from metadata on each call: every reschedule
 * reads a deal's phases, and adding a phase is one row (docs/performance.md).
 */
const BY_DEAL = `SELECT id, deal_id, name, pinned, start_at, end_at, start_offset_ms, end_offset_ms, created_at
    FROM phases WHERE deal_id = $1 ORDER BY created_at, id`;
/** `created_at` orders a deal's phases: each new one later than the last (insertion-order.sql.ts). */
const INSERT = `INSERT INTO phases
    (id, deal_id, name, pinned, start_at, end_at, start_offset_ms, end_offset_ms, created_at)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, ${insertionTime('phases')})`;

const UPDATE = `UPDATE phases
    SET name = $2, pinned = $3, start_at = $4, end_at = $5, start_offset_ms = $6, end_offset_ms = $7
  WHERE id = $1`;
const DELETE = `DELETE FROM phases WHERE deal_id = $1 AND id = $2`;

export class TypeOrmPhaseRepository implements PhaseRepository {
  constructor(private readonly manager: EntityManager) {}

  /** In insertion order (created_at, then id). */
  async listByDeal(dealId: string): Promise<Phase[]> {
    const rows = await queryRecords<PhaseRow>(this.manager, BY_DEAL, [dealId]);
    return rows.map(phaseToDomain);
  }

  async insert(phase: Phase): Promise<void> {
    const row = phaseToRow(phase);
    await this.manager.query(INSERT, [
      row.id,
      row.deal_id,
      row.name,
      row.pinned,
      row.start_at,
      row.end_at,
      row.start_offset_ms,
      row.end_offset_ms,
    ]);
  }

  async update(phase: Phase): Promise<void> {
    const row = phaseToRow(phase);
    await this.manager.query(UPDATE, [
      row.id,
      row.name,
      row.pinned,
      row.start_at,
      row.end_at,
      row.start_offset_ms,
      row.end_offset_ms,
    ]);
  }

  async delete(dealId: string, phaseId: string): Promise<void> {
    await this.manager.query(DELETE, [dealId, phaseId]);
  }

  /** One statement for the whole batch, however many phases moved. */
  async updateDates(phases: readonly PinnedPhase[]): Promise<void> {
    if (phases.length === 0) return;
    await queryRecords(
      this.manager,
      `UPDATE phases AS p
          SET start_at = moved.start_at, end_at = moved.end_at
         FROM unnest($1::text[], $2::timestamptz[], $3::timestamptz[]) AS moved (id, start_at, end_at)
        WHERE p.id = moved.id`,
      [phases.map((p) => p.id), phases.map((p) => toDate(p.start)), phases.map((p) => toDate(p.end))],
    );
  }
}
