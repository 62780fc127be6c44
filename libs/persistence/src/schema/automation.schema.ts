import { EntitySchema } from 'typeorm';
import { text, timestamp } from './columns';

export interface AutomationRow {
  id: string;
  space_id: string;
  name: string;
  enabled: boolean;
  trigger: string;
  /** The conditions exactly as the domain writes them (docs/automations.md). */
  conditions: object[];
  signing_key: string | null;
  /** `whsec_…`: Standard Webhooks signatures required (webhook_received only); null otherwise. */
  inbound_signing_secret: string | null;
  created_at: Date;
  updated_at: Date;
}

export const AutomationSchema = new EntitySchema<AutomationRow>({
  name: 'automation',
  tableName: 'automations',
  columns: {
    id: { ...text(), primary: true },
    space_id: text(),
    name: text(),
    enabled: { type: 'boolean' },
    trigger: text(),
    conditions: { type: 'jsonb' },
    signing_key: text(true),
    inbound_signing_secret: text(true),
    created_at: timestamp(),
    updated_at: timestamp(),
  },
});
