import { EntitySchema } from 'typeorm';
import { text, timestamp } from './columns';

export interface SpaceRow {
  id: string;
  name: string;
  plan: string;
  currency: string;
  created_at: Date;
  updated_at: Date;
}

export const SpaceSchema = new EntitySchema<SpaceRow>({
  name: 'space',
  tableName: 'spaces',
  columns: {
    id: { ...text(), primary: true },
    name: text(),
    plan: text(),
    currency: text(),
    created_at: timestamp(),
    updated_at: timestamp(),
  },
});
