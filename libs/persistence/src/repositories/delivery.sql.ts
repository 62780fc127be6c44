// The delivery statements, each a single statement so that what it changes lands together.

/**
 * The claim (pg-boss's shape): lock the oldest due pending rows that nobody else holds, through the
 * partial index webhook_deliveries_due_idx, and push their due time to the end of the lease in the
 * same statement. The lease is the due time, so an abandoned claim needs no sweeper: it falls due
 * again. attempt_count is untouched, so a crashed attempt does not count against the schedule.
 */
export const CLAIM_DUE_SQL = `
  WITH due AS (
    SELECT id FROM webhook_deliveries
    WHERE status = 'pending' AND next_attempt_at <= $1::timestamptz
    ORDER BY next_attempt_at, id
    LIMIT $2::int
    FOR UPDATE SKIP LOCKED
  )
  UPDATE webhook_deliveries AS d
  SET next_attempt_at = $3::timestamptz, lease_expires_at = $3::timestamptz, updated_at = $1::timestamptz
  FROM due, outbox_events AS e, automation_actions AS a
  WHERE d.id = due.id AND e.id = d.event_id AND a.id = d.action_id
  RETURNING d.id, d.event_id, d.action_id, a.automation_id, e.space_id, a.url, a.secret, e.payload,
    d.attempt_count, d.lease_expires_at, d.created_at,
    CASE WHEN a.previous_secret_until > $1::timestamptz THEN a.previous_secret END AS previous_secret`;

/**
 * One statement, so the attempt and the new state land together. The state changes only while the
 * caller still holds the lease it claimed (lease_expires_at is the fencing token: every new claim
 * moves it forward). The attempt is logged either way, since it was made, unless the delivery is gone.
 */
export const RECORD_ATTEMPT_SQL = `
  WITH updated AS (
    UPDATE webhook_deliveries
    SET status = $3::text, attempt_count = attempt_count + 1,
      next_attempt_at = COALESCE($4::timestamptz, next_attempt_at), lease_expires_at = NULL,
      last_error = $5::text, updated_at = $6::timestamptz,
      delivered_at = CASE WHEN $3::text = 'delivered' THEN $6::timestamptz END
    WHERE id = $1::text AND status = 'pending' AND lease_expires_at = $2::timestamptz
    RETURNING id
  ), logged AS (
    INSERT INTO delivery_attempts (id, delivery_id, attempt_number, started_at, duration_ms, status_code, error)
    SELECT $7::text, d.id,
      COALESCE((SELECT max(attempt_number) FROM delivery_attempts WHERE delivery_id = d.id), 0) + 1,
      $8::timestamptz, $9::int, $10::int, $11::text
    FROM webhook_deliveries AS d WHERE d.id = $1::text
    RETURNING id
  )
  SELECT (SELECT count(*) FROM updated)::int AS applied`;

/** A failed delivery starts a fresh schedule, and the dispatchers are woken for it. */
export const REDELIVER_SQL = `
  WITH reset AS (
    UPDATE webhook_deliveries
    SET status = 'pending', attempt_count = 0, next_attempt_at = $2::timestamptz, lease_expires_at = NULL,
      last_error = NULL, delivered_at = NULL, updated_at = $2::timestamptz
    WHERE id = $1::text AND status = 'failed'
    RETURNING id
  )
  SELECT id, pg_notify($3::text, '') FROM reset`;

export const LOG_SELECT = `
  SELECT d.id, a.automation_id, d.action_id, e.space_id, d.event_id, e.event, e.deal_id, e.payload, d.status,
    d.attempt_count, d.next_attempt_at, d.last_error, d.created_at, d.updated_at, d.delivered_at
  FROM webhook_deliveries AS d
  JOIN automation_actions AS a ON a.id = d.action_id
  JOIN outbox_events AS e ON e.id = d.event_id`;
