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
 * The attempts of a group of deliveries (one array per column, element i of each = record i) and
 * the new states, in one statement, so each attempt and its state land together and a group costs
 * one round trip. A state changes only while its record still holds the lease it claimed
 * (lease_expires_at is the fencing token: every new claim moves it forward), checked per row; of
 * several records of one delivery and lease, the first wins. Only a claim, which takes pending
 * deliveries, sets a lease, and every record and redelivery clears it, so a matching lease also
 * means "still pending": the statement says no more, so that the planner reaches each delivery by
 * its primary key, never through the pending index (whose statistics lag behind a burst). Every attempt is logged, since it was
 * made, unless its delivery is gone; numbers continue per delivery, in the order given. Returns the
 * 1-based positions of the records that moved their delivery.
 */
export const RECORD_ATTEMPTS_SQL = `
  WITH input AS (
    SELECT * FROM unnest($1::text[], $2::timestamptz[], $3::text[], $4::timestamptz[], $5::text[],
      $6::timestamptz[], $7::text[], $8::timestamptz[], $9::int[], $10::int[], $11::text[])
      WITH ORDINALITY AS r(delivery_id, lease_expires_at, status, next_attempt_at, last_error,
        recorded_at, attempt_id, started_at, duration_ms, status_code, error, position)
  ), fenced AS (
    -- A repeat of a record (same delivery and lease) must not move the delivery twice: the first wins.
    SELECT DISTINCT ON (delivery_id, lease_expires_at) * FROM input
    ORDER BY delivery_id, lease_expires_at, position
  ), updated AS (
    UPDATE webhook_deliveries AS d
    SET status = f.status, attempt_count = d.attempt_count + 1,
      next_attempt_at = COALESCE(f.next_attempt_at, d.next_attempt_at), lease_expires_at = NULL,
      last_error = f.last_error, updated_at = f.recorded_at,
      delivered_at = CASE WHEN f.status = 'delivered' THEN f.recorded_at END
    FROM fenced AS f
    WHERE d.id = f.delivery_id AND d.lease_expires_at = f.lease_expires_at
    RETURNING f.position
  ), logged AS (
    INSERT INTO delivery_attempts (id, delivery_id, attempt_number, started_at, duration_ms, status_code, error)
    SELECT r.attempt_id, r.delivery_id,
      COALESCE((SELECT max(x.attempt_number) FROM delivery_attempts AS x WHERE x.delivery_id = r.delivery_id), 0)
        + row_number() OVER (PARTITION BY r.delivery_id ORDER BY r.position),
      r.started_at, r.duration_ms, r.status_code, r.error
    FROM input AS r
    WHERE EXISTS (SELECT 1 FROM webhook_deliveries AS d WHERE d.id = r.delivery_id)
  )
  SELECT position::int AS position FROM updated`;

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
