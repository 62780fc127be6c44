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
  /** send_webhook: the `X-Service-Webhook` value. */
  secret: string | null;
  /** send_webhook: the Standard Webhooks key (`whsec_…`), never sent. */
  signing_secret: string | null;
  /** send_webhook: the signing secret a rotation replaced, signing beside the new one until `previous_signing_secret_until`. */
  previous_signing_secret: string | null;
  previous_signing_secret_until: Date | null;
  /** update_deal: the list of fields it applies, or null for all. */
  fields: string[] | null;
  /**
   * send_webhook: the endpoint's health (docs/automations.md "Endpoint health"). Read here, written
   * only by the delivery statements (recording, enabling), never by an automation insert or update.
   */
  endpoint_consecutive_failures?: number;
  endpoint_failing_since?: Date | null;
  endpoint_last_error?: string | null;
  endpoint_disabled_at?: Date | null;
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
    signing_secret: text(true),
    previous_signing_secret: text(true),
    previous_signing_secret_until: timestamp(true),
    fields: { type: 'jsonb', nullable: true },
    endpoint_consecutive_failures: { type: 'integer', insert: false, update: false },
    endpoint_failing_since: { ...timestamp(true), insert: false, update: false },
    endpoint_last_error: { ...text(true), insert: false, update: false },
    endpoint_disabled_at: { ...timestamp(true), insert: false, update: false },
  },
});
