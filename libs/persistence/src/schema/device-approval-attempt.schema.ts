import { EntitySchema } from 'typeorm';
import { text, timestamp } from './columns';

/** A person's wrong user codes in the current window (see the domain's approval-attempts policy). */
export interface DeviceApprovalAttemptRow {
  user_id: string;
  window_started_at: Date | null;
  failures: number;
}

export const DeviceApprovalAttemptSchema = new EntitySchema<DeviceApprovalAttemptRow>({
  name: 'device_approval_attempt',
  tableName: 'device_approval_attempts',
  columns: {
    user_id: { ...text(), primary: true },
    window_started_at: timestamp(true),
    failures: { type: 'integer' },
  },
});
