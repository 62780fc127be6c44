import { EntitySchema } from 'typeorm';
import { text, timestamp } from './columns';

export interface DealVersionRow {
  id: string;
  deal_id: string;
  reason: string;
  /** The deal and its phases as they were, in their domain shape. */
  snapshot: unknown;
  created_at: Date;
}

export const DealVersionSchema = new EntitySchema<DealVersionRow>({
  name: 'deal_version',
  tableName: 'deal_versions',
  columns: {
    id: { ...text(), primary: true },
    deal_id: text(),
    reason: text(),
    snapshot: { type: 'jsonb' },
    created_at: timestamp(),
  },
});
