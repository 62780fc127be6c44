import { EntitySchema } from 'typeorm';
import { text, timestamp } from './columns';

export interface InvitationRow {
  id: string;
  space_id: string;
  email: string;
  role: string;
  invited_by: string | null;
  created_at: Date;
  expires_at: Date;
}

export const InvitationSchema = new EntitySchema<InvitationRow>({
  name: 'invitation',
  tableName: 'invitations',
  columns: {
    id: { ...text(), primary: true },
    space_id: text(),
    email: text(),
    role: text(),
    invited_by: text(true),
    created_at: timestamp(),
    expires_at: timestamp(),
  },
});
