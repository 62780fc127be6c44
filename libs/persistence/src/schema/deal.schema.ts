import { EntitySchema } from 'typeorm';
import { decimal, text, timestamp } from './columns';
import type { UserRow } from './user.schema';

export interface DealRow {
  id: string;
  space_id: string;
  name: string;
  status: string;
  currency: string;
  price: string | null;
  cost: string | null;
  probability: string | null;
  target_price: string | null;
  target_margin: string | null;
  archived: boolean;
  description: string | null;
  account: string | null;
  external_id: string | null;
  owner_user_id: string | null;
  owner?: UserRow | null;
  start_at: Date | null;
  end_at: Date | null;
  due_at: Date | null;
  pending_at: Date | null;
  approved_at: Date | null;
  progressed_at: Date | null;
  closed_at: Date | null;
  redraft_reason: string | null;
  closed_reason: string | null;
  requested_by_email: string | null;
  requested_to_email: string | null;
  created_at: Date;
  updated_at: Date;
  /** 1 when created, +1 with every committed change (docs/events.md). */
  revision: number;
}

export const DealSchema = new EntitySchema<DealRow>({
  name: 'deal',
  tableName: 'deals',
  columns: {
    id: { ...text(), primary: true },
    space_id: text(),
    name: text(),
    status: text(),
    currency: text(),
    price: decimal(),
    cost: decimal(),
    probability: decimal(),
    target_price: decimal(),
    target_margin: decimal(),
    archived: { type: 'boolean' },
    description: text(true),
    account: text(true),
    external_id: text(true),
    owner_user_id: text(true),
    start_at: timestamp(true),
    end_at: timestamp(true),
    due_at: timestamp(true),
    pending_at: timestamp(true),
    approved_at: timestamp(true),
    progressed_at: timestamp(true),
    closed_at: timestamp(true),
    redraft_reason: text(true),
    closed_reason: text(true),
    requested_by_email: text(true),
    requested_to_email: text(true),
    created_at: timestamp(),
    updated_at: timestamp(),
    revision: { type: 'integer', default: 1 },
  },
  relations: {
    owner: {
      type: 'many-to-one',
      target: 'user',
      nullable: true,
      joinColumn: { name: 'owner_user_id' },
      createForeignKeyConstraints: false,
    },
  },
});
