import { EntitySchema } from 'typeorm';
import { text, timestamp } from './columns';

/** Only the SHA-256 of the device code is stored; the token it yields is minted when collected. */
export interface DeviceAuthorizationRow {
  id: string;
  device_code_hash: string;
  user_code: string;
  scope: string;
  status: string;
  interval_s: number;
  created_at: Date;
  expires_at: Date;
  last_polled_at: Date | null;
  decided_at: Date | null;
  decided_by: string | null;
  consumed_at: Date | null;
  credential_id: string | null;
}

export const DeviceAuthorizationSchema = new EntitySchema<DeviceAuthorizationRow>({
  name: 'device_authorization',
  tableName: 'device_authorizations',
  columns: {
    id: { ...text(), primary: true },
    device_code_hash: text(),
    user_code: text(),
    scope: text(),
    status: text(),
    interval_s: { type: 'integer' },
    created_at: timestamp(),
    expires_at: timestamp(),
    last_polled_at: timestamp(true),
    decided_at: timestamp(true),
    decided_by: text(true),
    consumed_at: timestamp(true),
    credential_id: text(true),
  },
});
