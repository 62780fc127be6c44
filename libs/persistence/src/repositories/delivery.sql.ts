// The delivery statements, each a single statement so that what it changes lands together.
import { ENDPOINT_HEALTH_RESET_SQL, ENDPOINT_HEALTH_SQL } from './endpoint-health.rule';

/**
 * The claim (pg-boss's shape): lock the oldest due pending rows that nobody else holds, through the
 * partial index webhook_deliveries_due_idx, and push their due time to the end of the lease in the
 * same statement. The lease is the due time, so an abandoned claim needs no sweeper: it falls due
 * again. attempt_count is untouched, so a crashed attempt does not count against the schedule.
 * A due delivery whose endpoint is disabled (docs/automations.md "Endpoint health") is not leased:
 * the same statement marks it `held` (its row says `held`, and the repository drops it from the
 * claim), so it leaves the due index and no claim reads it again until the endpoint is enabled.
 * The deal change that queued it wrote it `pending` without asking.
 */
export const CLAIM_DUE_SQL = `
  WITH due AS (
    SELECT id FROM webhook_deliveries
    WHERE status = 'pending' AND next_attempt_at <= $1::timestamptz
    ORDER BY next_attempt_at, id
    LIMIT $2::int
    FOR UPDATE SKIP LOCKED
  ), taken AS (
    UPDATE webhook_deliveries AS d
    SET status = CASE WHEN a.endpoint_disabled_at IS NULL THEN 'pending' ELSE 'held' END,
      next_attempt_at = CASE WHEN a.endpoint_disabled_at IS NULL THEN $3::timestamptz ELSE d.next_attempt_at END,
      lease_expires_at = CASE WHEN a.endpoint_disabled_at IS NULL THEN $3::timestamptz END,
      updated_at = $1::timestamptz
    FROM due, outbox_events AS e, automation_actions AS a
    WHERE d.id = due.id AND e.id = d.event_id AND a.id = d.action_id
    RETURNING d.id, d.event_id, d.action_id, a.automation_id, e.space_id, a.url, a.secret, a.signing_secret,
      e.payload, d.message, d.attempt_count, d.lease_expires_at, d.created_at, e.trace_context,
      CASE WHEN a.previous_signing_secret_until > $1::timestamptz THEN a.previous_signing_secret END
        AS previous_signing_secret,
      a.endpoint_disabled_at IS NOT NULL AS held
  )
  SELECT * FROM taken`;

/** The common start of both forms: the records, fenced, and the deliveries they move. */
const RECORDED_DELIVERIES = `
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
    RETURNING f.position, d.id AS delivery_id, d.action_id, f.status, f.recorded_at, f.error`;

/**
 * Every attempt is logged, since it was made, unless its delivery is gone; numbers continue per delivery.
 * "Gone" is decided under a row lock, never by the statement's snapshot: a delivery deleted (with its
 * automation or action) by a transaction that commits while this statement runs is still in the
 * snapshot, and logging its attempt would fail the whole group on the foreign key (issue: every
 * record of the group failed, and untouched deliveries were sent again a lease later). A delivery
 * the update moved is locked by the update; the others (stale leases, deliveries being deleted) are
 * locked here, after the update, and a locking read skips a row whose delete committed meanwhile.
 */
const LOGGED_ATTEMPTS = `unmoved AS (
    SELECT d.id FROM webhook_deliveries AS d
    WHERE d.id = ANY($1::text[]) AND d.id NOT IN (SELECT u.delivery_id FROM updated AS u)
    FOR KEY SHARE
  ), logged AS (
    INSERT INTO delivery_attempts (id, delivery_id, attempt_number, started_at, duration_ms, status_code, error)
    SELECT r.attempt_id, r.delivery_id,
      COALESCE((SELECT max(x.attempt_number) FROM delivery_attempts AS x WHERE x.delivery_id = r.delivery_id), 0)
        + row_number() OVER (PARTITION BY r.delivery_id ORDER BY r.position),
      r.started_at, r.duration_ms, r.status_code, r.error
    FROM input AS r
    WHERE r.delivery_id IN (SELECT u.delivery_id FROM updated AS u)
      OR r.delivery_id IN (SELECT m.id FROM unmoved AS m)`;

/**
 * The attempts of a group of deliveries (one array per column, element i of each = record i) and
 * the new states, in one statement, so each attempt and its state land together and a group costs
 * one round trip. A state changes only while its record still holds the lease it claimed
 * (lease_expires_at is the fencing token: every new claim moves it forward), checked per row; of
 * several records of one delivery and lease, the first wins. Only a claim, which takes pending
 * deliveries, sets a lease, and every record and redelivery clears it, so a matching lease also
 * means "still pending": the statement says no more, so that the planner reaches each delivery by
 * its primary key, never through the pending index (whose statistics lag behind a burst). Every attempt is logged, since it was
 * made, unless its delivery is gone, decided under a row lock (LOGGED_ATTEMPTS), so a delivery deleted
 * while the statement runs is skipped, not a failure of the group; numbers continue per delivery, in the order given. Returns the
 * 1-based positions of the records that moved their delivery.
 *
 * The same statement keeps the health of each endpoint: ENDPOINT_HEALTH_SQL (endpoint-health.rule.ts,
 * the rule's one home) folds the records that moved their delivery to its end into the actions'
 * failing runs. A stale record moves nothing, so it changes no health either. Besides the positions
 * (position set), it answers one row per endpoint it disabled (position null), for the dispatcher's log.
 */
export const RECORD_ATTEMPTS_SQL = `
  ${RECORDED_DELIVERIES}
  ), ${ENDPOINT_HEALTH_SQL}
  ), ${LOGGED_ATTEMPTS}
  )
  SELECT position::int AS position, NULL::text AS action_id, NULL::text AS automation_id,
    NULL::int AS consecutive_failures, NULL::timestamptz AS failing_since, NULL::text AS last_error,
    NULL::timestamptz AS disabled_at
  FROM updated
  UNION ALL
  SELECT NULL, id, automation_id, endpoint_consecutive_failures, endpoint_failing_since,
    endpoint_last_error, endpoint_disabled_at
  FROM health WHERE endpoint_disabled_at IS NOT NULL`;

/**
 * RECORD_ATTEMPTS_SQL for a group in which no delivery failed for good (the common case: every
 * finished delivery was delivered): the rule then only resets the run of an endpoint that had one,
 * so the run arithmetic, and its planning on every call, is left out. Same fence, same answer (no
 * endpoint can be disabled by a success); the repository picks the form by the records' outcomes.
 */
export const RECORD_ATTEMPTS_NO_FAILURE_SQL = `
  ${RECORDED_DELIVERIES}
  ), ${ENDPOINT_HEALTH_RESET_SQL}
  ), ${LOGGED_ATTEMPTS}
  )
  SELECT position::int AS position, NULL::text AS action_id, NULL::text AS automation_id,
    NULL::int AS consecutive_failures, NULL::timestamptz AS failing_since, NULL::text AS last_error,
    NULL::timestamptz AS disabled_at
  FROM updated`;

/**
 * A failed (or held) delivery starts a fresh schedule, and the dispatchers are woken for it. A held
 * one whose endpoint is still disabled is simply held again by the next claim.
 */
export const REDELIVER_SQL = `
  WITH reset AS (
    UPDATE webhook_deliveries
    SET status = 'pending', attempt_count = 0, next_attempt_at = $2::timestamptz, lease_expires_at = NULL,
      last_error = NULL, delivered_at = NULL, updated_at = $2::timestamptz
    WHERE id = $1::text AND status IN ('failed', 'held')
    RETURNING id
  )
  SELECT id, pg_notify($3::text, '') FROM reset`;

/**
 * Recover: every delivery of action $1 that failed at or after $2 (updated_at is when it was marked
 * failed) starts a fresh schedule due at $3, like REDELIVER_SQL, and the dispatchers are woken. The
 * row lock and the re-check of `status = 'failed'` make a concurrent second recover skip what the
 * first moved. Answers the number recovered.
 */
export const RECOVER_FAILED_SQL = `
  WITH reset AS (
    UPDATE webhook_deliveries
    SET status = 'pending', attempt_count = 0, next_attempt_at = $3::timestamptz, lease_expires_at = NULL,
      last_error = NULL, delivered_at = NULL, updated_at = $3::timestamptz
    WHERE action_id = $1::text AND status = 'failed' AND updated_at >= $2::timestamptz
    RETURNING id
  ), counted AS (SELECT count(*)::int AS recovered FROM reset)
  SELECT recovered, CASE WHEN recovered > 0 THEN pg_notify($4::text, '') END AS woken
  FROM counted`;

/**
 * Enables an endpoint (a send_webhook action, $1) at $2: the failing run starts again from zero, and
 * its held deliveries are released, queued again with a fresh schedule when $3 (woken like a
 * redelivery), otherwise failed with a note, so the log tells they were not delivered and each can
 * be redelivered by hand. Held deliveries are released even when the endpoint was not disabled (a
 * claim that started just before the endpoint was enabled may still have held one). Answers the
 * number released.
 */
export const ENABLE_ENDPOINT_SQL = `
  WITH enabled AS (
    UPDATE automation_actions
    SET endpoint_consecutive_failures = 0, endpoint_failing_since = NULL, endpoint_last_error = NULL,
      endpoint_disabled_at = NULL
    WHERE id = $1::text AND endpoint_disabled_at IS NOT NULL
    RETURNING id
  ), released AS (
    UPDATE webhook_deliveries
    SET status = CASE WHEN $3::boolean THEN 'pending' ELSE 'failed' END,
      attempt_count = CASE WHEN $3::boolean THEN 0 ELSE attempt_count END,
      next_attempt_at = CASE WHEN $3::boolean THEN $2::timestamptz ELSE next_attempt_at END,
      last_error = CASE WHEN $3::boolean THEN NULL ELSE $4::text END,
      lease_expires_at = NULL, updated_at = $2::timestamptz
    WHERE action_id = $1::text AND status = 'held'
    RETURNING id
  ), counted AS (SELECT count(*)::int AS released FROM released)
  SELECT released, CASE WHEN $3::boolean AND released > 0 THEN pg_notify($5::text, '') END AS woken
  FROM counted`;

/** Held deliveries per action, for the automation's endpoint health (index webhook_deliveries_held_idx). */
export const HELD_COUNTS_SQL = `
  SELECT action_id, count(*)::int AS held FROM webhook_deliveries
  WHERE status = 'held' AND action_id = ANY($1::text[]) GROUP BY action_id`;

/** A delivery log row with its event: the columns logEntryToDomain reads. */
export const LOG_SELECT = `
  SELECT d.id, d.automation_id, d.action_id, e.space_id, d.event_id, e.event, e.deal_id, e.payload, d.message,
    d.status,
    d.attempt_count, d.next_attempt_at, d.last_error, d.created_at, d.updated_at, d.delivered_at
  FROM webhook_deliveries AS d
  JOIN outbox_events AS e ON e.id = d.event_id`;

/**
 * A page of an automation's ($1) delivery log, newest first by (created_at, id), $2 rows, and, with
 * a cursor, strictly after delivery $3, which must be a delivery of this automation (another id
 * yields nothing rather than someone else's position). The filter and the order are the columns of
 * webhook_deliveries_log_idx, so any page, first or deep, is one index range read of $2 entries
 * (each joined to its event by primary key): no sort, whatever the log's size.
 */
export function deliveryLogPageSql(withCursor: boolean): string {
  const after = `AND (d.created_at, d.id) < (
      SELECT x.created_at, x.id FROM webhook_deliveries AS x WHERE x.id = $3 AND x.automation_id = $1)`;
  return `${LOG_SELECT} WHERE d.automation_id = $1 ${withCursor ? after : ''}
    ORDER BY d.created_at DESC, d.id DESC LIMIT $2`;
}
