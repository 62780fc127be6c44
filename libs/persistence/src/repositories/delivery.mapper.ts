import {
  isDeliveryStatus,
  type EndpointHealth,
  type EndpointHealthRule,
  type AttemptRecord,
  type ClaimedDelivery,
  type DeliveryLogEntry,
  type DealEventData,
  type OutboundPayload,
  withMessage,
  type RecordedAttempt,
} from '@deal/domain';
import type { DeliveryAttemptRow } from '../schema/delivery-attempt.schema';
import { MIN_FAILURES_FOR_TIME } from './endpoint-health.rule';
import { oneOf, required, toDate, toEpoch, toEpochOrNull } from './row-values';

/** A row of the claim statement: the delivery joined to its event and action. */
export interface ClaimedRow {
  id: string;
  event_id: string;
  action_id: string;
  automation_id: string;
  space_id: string;
  url: string | null;
  secret: string | null;
  signing_secret: string | null;
  payload: unknown;
  /** The action's rendered message; null on a delivery written when the payload carried it. */
  message: string | null;
  attempt_count: number;
  lease_expires_at: Date;
  created_at: Date;
  previous_signing_secret: string | null;
  trace_context: string | null;
}

/** A row of the log query: the delivery joined to its event and action. */
export interface DeliveryLogRow {
  id: string;
  automation_id: string;
  action_id: string;
  space_id: string;
  event_id: string;
  event: string;
  deal_id: string | null;
  payload: unknown;
  message: string | null;
  status: string;
  attempt_count: number;
  next_attempt_at: Date;
  last_error: string | null;
  created_at: Date;
  updated_at: Date;
  delivered_at: Date | null;
}

/**
 * The body a delivery sends: its event's data, written by the outbox and never changed since, with
 * the delivery's rendered message in its place (docs/events.md). A delivery written before messages
 * moved to the delivery (message null) has it in the payload already.
 */
function sentBody(row: { payload: unknown; message: string | null }): OutboundPayload {
  if (row.message === null) return row.payload as OutboundPayload;
  return withMessage(row.payload as DealEventData, row.message);
}

export function claimedToDomain(row: ClaimedRow): ClaimedDelivery {
  return {
    id: row.id,
    eventId: row.event_id,
    actionId: row.action_id,
    automationId: row.automation_id,
    spaceId: row.space_id,
    url: required(row.url, 'automation_actions.url'),
    secret: required(row.secret, 'automation_actions.secret'),
    signingSecrets: [
      required(row.signing_secret, 'automation_actions.signing_secret'),
      ...(row.previous_signing_secret === null ? [] : [row.previous_signing_secret]),
    ],
    payload: sentBody(row),
    attemptCount: row.attempt_count,
    leaseExpiresAt: toEpoch(row.lease_expires_at),
    createdAt: toEpoch(row.created_at),
    traceContext: row.trace_context,
  };
}

export function attemptToDomain(row: DeliveryAttemptRow): RecordedAttempt {
  return {
    id: row.id,
    attemptNumber: row.attempt_number,
    startedAt: toEpoch(row.started_at),
    durationMs: row.duration_ms,
    statusCode: row.status_code,
    error: row.error,
  };
}

export function logEntryToDomain(
  row: DeliveryLogRow,
  attempts: readonly RecordedAttempt[],
): DeliveryLogEntry {
  const status = oneOf(row.status, isDeliveryStatus, 'webhook_deliveries.status');
  return {
    id: row.id,
    automationId: row.automation_id,
    actionId: row.action_id,
    spaceId: row.space_id,
    eventId: row.event_id,
    event: row.event,
    dealId: row.deal_id,
    payload: sentBody(row),
    status,
    attemptCount: row.attempt_count,
    nextAttemptAt: status === 'pending' ? toEpoch(row.next_attempt_at) : null,
    lastError: row.last_error,
    createdAt: toEpoch(row.created_at),
    updatedAt: toEpoch(row.updated_at),
    deliveredAt: toEpochOrNull(row.delivered_at),
    attempts,
  };
}

/**
 * The parameters of RECORD_ATTEMPTS_SQL: one array per column, in its order, element i of each
 * from record i (nulls where a record has no value).
 */
export function attemptRecordColumns(records: readonly AttemptRecord[]): unknown[][] {
  const column = <T>(value: (record: AttemptRecord) => T): T[] => records.map(value);
  return [
    column((r) => r.deliveryId),
    column((r) => toDate(r.leaseExpiresAt)),
    column((r) => r.next.status),
    column((r) => (r.next.status === 'pending' ? toDate(r.next.nextAttemptAt) : null)),
    column((r) => r.next.lastError),
    column((r) => toDate(r.now)),
    column((r) => r.attempt.id),
    column((r) => toDate(r.attempt.startedAt)),
    column((r) => r.attempt.durationMs),
    column((r) => r.attempt.statusCode),
    column((r) => r.attempt.error),
  ];
}

/** Every parameter of RECORD_ATTEMPTS_SQL: the record columns, then the endpoint health rule. */
export function recordAttemptsParameters(
  records: readonly AttemptRecord[],
  rule: EndpointHealthRule,
): unknown[] {
  return [
    ...attemptRecordColumns(records),
    rule.disableAfterMs,
    rule.disableAfterFailures,
    MIN_FAILURES_FOR_TIME,
  ];
}

/** A row of RECORD_ATTEMPTS_SQL: a record that moved its delivery, or (position null) an endpoint it disabled. */
export interface RecordedRow {
  position: number | null;
  action_id: string | null;
  automation_id: string | null;
  consecutive_failures: number | null;
  failing_since: Date | null;
  last_error: string | null;
  disabled_at: Date | null;
}

export function disabledEndpointOf(row: RecordedRow): {
  automationId: string;
  actionId: string;
  health: EndpointHealth;
} {
  return {
    automationId: required(row.automation_id, 'automation_actions.automation_id'),
    actionId: required(row.action_id, 'automation_actions.id'),
    health: {
      consecutiveFailures: row.consecutive_failures ?? 0,
      failingSince: toEpochOrNull(row.failing_since),
      lastError: row.last_error,
      disabledAt: toEpochOrNull(row.disabled_at),
    },
  };
}
