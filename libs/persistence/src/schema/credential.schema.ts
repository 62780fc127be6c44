import { EntitySchema } from 'typeorm';
import { text, timestamp } from './columns';

/** Only the SHA-256 of a token is stored, never the token. */
export interface CredentialRow {
  id: string;
  kind: 'personal' | 'space';
  token_hash: string;
  name: string;
  scope: string;
  user_id: string | null;
  space_id: string | null;
  created_by: string | null;
  created_at: Date;
  expires_at: Date | null;
  revoked_at: Date | null;
  last_used_at: Date | null;
}

export const CredentialSchema = new EntitySchema<CredentialRow>({
  name: 'credential',
  tableName: 'credentials',
  columns: {
    id: { ...text(), primary: true },
    kind: text(),
    token_hash: text(),
    name: text(),
    scope: text(),
    user_id: text(true),
    space_id: text(true),
    created_by: text(true),
    created_at: timestamp(),
    expires_at: timestamp(true),
    revoked_at: timestamp(true),
    last_used_at: timestamp(true),
  },
});
