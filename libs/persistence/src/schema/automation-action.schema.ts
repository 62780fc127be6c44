import { EntitySchema } from 'typeorm';
import { text, timestamp } from './columns';

/** The only table holding Send Webhook secrets; outbox rows point here instead of copying them. */
export interface AutomationActionRow {
  id: string;
  automation_id: string;
  position: number;
  type: string;
  url: string | null;
  message: string | null;
  secret: string | null;
  /** send_webhook: the secret a rotation replaced, signing beside the new one until `previous_secret_until`. */
  previous_secret: string | null;
  previous_secret_until: Date | null;
  /** update_deal: the list of fields it applies, or null for all. */
  fields: string[] | null;
}

export const AutomationActionSchema = new EntitySchema<AutomationActionRow>({
  name: 'automation_action',
  tableName: 'automation_actions',
  columns: {
    id: { ...text(), primary: true },
    automation_id: text(),
    position: { type: 'integer' },
    type: text(),
    url: text(true),
    message: text(true),
    secret: text(true),
    previous_secret: text(true),
    previous_secret_until: timestamp(true),
    fields: { type: 'jsonb', nullable: true },
  },
});
