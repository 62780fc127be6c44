import type { RetentionHorizons } from '@deal/persistence';
import type { EnvReader } from './env-reader';

/** Ten years: the longest horizon accepted (longer is keeping forever; turn the prune off instead). */
const MAX_DAYS = 3_650;

/**
 * The retention horizons (docs/operations.md, "Retention"), read by every process that prunes:
 * the dispatcher's periodic run and `npm run prune`. Deliveries stay at least a day, so a failed
 * one can always be seen and redelivered by hand; expired sessions and device codes may go at once.
 */
export function readRetentionHorizons(read: EnvReader): RetentionHorizons {
  return {
    deliveryDays: read.integer('RETENTION_DELIVERY_DAYS', 30, 1, MAX_DAYS),
    eventDays: read.integer('RETENTION_EVENT_DAYS', 30, 1, MAX_DAYS),
    sessionDays: read.integer('RETENTION_SESSION_DAYS', 7, 0, MAX_DAYS),
    deviceCodeDays: read.integer('RETENTION_DEVICE_CODE_DAYS', 1, 0, MAX_DAYS),
  };
}
