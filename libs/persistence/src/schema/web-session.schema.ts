import { EntitySchema } from 'typeorm';
import { text, timestamp } from './columns';

export interface WebSessionRow {
  id: string;
  token_hash: string;
  user_id: string;
  created_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  last_seen_at: Date;
  user_agent: string | null;
  ip: string | null;
}

export const WebSessionSchema = new EntitySchema<WebSessionRow>({
  name: 'web_session',
  tableName: 'web_sessions',
  columns: {
    id: { ...text(), primary: true },
    token_hash: text(),
    user_id: text(),
    created_at: timestamp(),
    expires_at: timestamp(),
    revoked_at: timestamp(true),
    last_seen_at: timestamp(),
    user_agent: text(true),
    ip: text(true),
  },
});
