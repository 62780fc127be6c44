import { EntitySchema } from 'typeorm';
import { text, timestamp } from './columns';

export interface UserRow {
  id: string;
  email: string;
  name: string;
  password_hash: string | null;
  created_at: Date;
}

export const UserSchema = new EntitySchema<UserRow>({
  name: 'user',
  tableName: 'users',
  columns: {
    id: { ...text(), primary: true },
    email: text(),
    name: text(),
    password_hash: text(true),
    created_at: timestamp(),
  },
});
