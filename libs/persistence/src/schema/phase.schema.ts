import { EntitySchema } from 'typeorm';
import { text, timestamp } from './columns';

/** Pinned phases use start_at/end_at; relative phases use offsets (ms) from the deal's start. */
export interface PhaseRow {
  id: string;
  deal_id: string;
  name: string;
  pinned: boolean;
  start_at: Date | null;
  end_at: Date | null;
  start_offset_ms: string | null;
  end_offset_ms: string | null;
  created_at: Date;
}

export const PhaseSchema = new EntitySchema<PhaseRow>({
  name: 'phase',
  tableName: 'phases',
  columns: {
    id: { ...text(), primary: true },
    deal_id: text(),
    name: text(),
    pinned: { type: 'boolean' },
    start_at: timestamp(true),
    end_at: timestamp(true),
    start_offset_ms: { type: 'bigint', nullable: true },
    end_offset_ms: { type: 'bigint', nullable: true },
    created_at: timestamp(),
  },
});
