import type { ClaimedDelivery } from '@deal/domain';
import type { DeliveryResult } from './deliver-claim';
import type { DispatcherStats } from './dispatcher-stats';

export interface DispatcherLog {
  entry(level: 'debug' | 'info' | 'warn' | 'error', msg: string, fields?: Record<string, unknown>): void;
}

/**
 * Counts and logs how one attempt ended; returns when the delivery is due again if it was
 * rescheduled (the dispatcher wakes then), else null. Delivered is debug (the log would be mostly
 * that); a retry is info; a final failure, a lost lease and an abandoned attempt are warnings.
 */
export function reportDelivery(
  claim: ClaimedDelivery,
  result: DeliveryResult,
  stats: DispatcherStats,
  log: DispatcherLog,
): number | null {
  if (result.kind === 'abandoned') {
    stats.count('abandoned');
    log.entry(
      'warn',
      'attempt abandoned at stop; it is made again when the lease ends',
      deliveryLogFields(claim),
    );
    return null;
  }
  const fields = {
    ...deliveryLogFields(claim),
    status_code: result.attempt.statusCode,
    error: result.attempt.error,
    duration_ms: result.attempt.durationMs,
  };
  if (!result.applied) {
    stats.count('leaseLost');
    log.entry('warn', 'lease lost before the attempt was recorded; delivery left to its new holder', fields);
    return null;
  }
  const { next } = result;
  if (next.status === 'delivered') {
    stats.count('delivered');
    log.entry('debug', 'delivered', fields);
    return null;
  }
  if (next.status === 'pending') {
    stats.count('retried');
    const nextAttemptAt = new Date(next.nextAttemptAt).toISOString();
    log.entry('info', 'attempt failed; retry scheduled', { ...fields, next_attempt_at: nextAttemptAt });
    return next.nextAttemptAt;
  }
  stats.count('failed');
  log.entry('warn', 'delivery failed', { ...fields, last_error: next.lastError });
  return null;
}

/** What a log line says about a delivery: ids and the attempt number, never the URL or the secret. */
export function deliveryLogFields(claim: ClaimedDelivery): Record<string, unknown> {
  return {
    delivery_id: claim.id,
    event_id: claim.eventId,
    automation_id: claim.automationId,
    space_id: claim.spaceId,
    attempt: claim.attemptCount + 1,
  };
}
