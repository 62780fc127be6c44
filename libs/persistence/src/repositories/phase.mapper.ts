import type { Phase } from '@deal/domain';
import type { PhaseRow } from '../schema/phase.schema';
import { required, toDate, toEpoch } from './row-values';

/** `created_at` only orders a deal's phases; the database stamps it on insert. */
export type PhaseWriteRow = Omit<PhaseRow, 'created_at'>;

/** Pinned phases sit on start_at/end_at; relative phases on bigint offsets, which pg returns as strings. */
export function phaseToDomain(row: Omit<PhaseRow, 'created_at'>): Phase {
  const base = { id: row.id, dealId: row.deal_id, name: row.name };
  if (row.pinned) {
    return {
      ...base,
      pinned: true,
      start: toEpoch(required(row.start_at, 'phases.start_at')),
      end: toEpoch(required(row.end_at, 'phases.end_at')),
    };
  }
  return {
    ...base,
    pinned: false,
    startOffset: Number(required(row.start_offset_ms, 'phases.start_offset_ms')),
    endOffset: Number(required(row.end_offset_ms, 'phases.end_offset_ms')),
  };
}

export function phaseToRow(phase: Phase): PhaseWriteRow {
  const base = { id: phase.id, deal_id: phase.dealId, name: phase.name, pinned: phase.pinned };
  if (phase.pinned) {
    return {
      ...base,
      start_at: toDate(phase.start),
      end_at: toDate(phase.end),
      start_offset_ms: null,
      end_offset_ms: null,
    };
  }
  return {
    ...base,
    start_at: null,
    end_at: null,
    start_offset_ms: String(phase.startOffset),
    end_offset_ms: String(phase.endOffset),
  };
}
