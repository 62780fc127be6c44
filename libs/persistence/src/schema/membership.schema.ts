import { EntitySchema } from 'typeorm';
import { text, timestamp } from './columns';

export interface MembershipRow {
  space_id: string;
  user_id: string;
  role: string;
  created_at: Date;
}

export const MembershipSchema = new EntitySchema<MembershipRow>({
  name: 'membership',
  tableName: 'memberships',
  columns: {
    space_id: { ...text(), primary: true },
    user_id: { ...text(), primary: true },
    role: text(),
    created_at: timestamp(),
  },
});
