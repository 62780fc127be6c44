/**
 * The endpoint-health rule (docs/automations.md "Endpoint health"), in its one home.
 *
 * - Production runs the SQL: ENDPOINT_HEALTH_SQL, inside the dispatcher's recording statement
 *   (RECORD_ATTEMPTS_SQL, delivery.sql.ts), so the health moves in the same fenced statement as
 *   the deliveries, and concurrent dispatchers add to a run atomically; ENDPOINT_HEALTH_RESET_SQL in
 *   its no-failure form.
 * - `endpointHealthAfter` below is its TypeScript twin, the rule written record by record; only
 *   tests run it (endpoint-health.rule.spec.ts states the rule through it).
 * - `endpoint-health.spec.ts` keeps the twins equal: it records groups of outcomes through the real
 *   statement and compares the stored health with `endpointHealthAfter` after every group, on PGlite
 *   and, with DATABASE_URL, on PostgreSQL.
 *
 * The rule: each delivery that ends `failed` (its whole retry schedule used up, or a final 4xx /
 * 3xx / refused address) extends the action's failing run; a `delivered` one resets it.
 * `failingSince` is the end of the first failed delivery of the run. The endpoint is disabled once
 * the run has lasted `disableAfterMs` with at least MIN_FAILURES_FOR_TIME failed deliveries, or has
 * reached `disableAfterFailures` failed deliveries, whichever comes first. While disabled the run is
 * frozen: the outcome of a delivery still in flight changes nothing, so the reason stays what it was.
 */
import { HEALTHY_ENDPOINT, type EndpointHealth, type EndpointHealthRule } from '@deal/domain';

/** A run of one failure in five days is bad luck, not a dead endpoint. */
export const MIN_FAILURES_FOR_TIME = 3;

/**
 * The rule as SQL: the CTEs that follow `updated` (the deliveries a group of records moved, with
 * `position`, `action_id`, `status`, `recorded_at`, `error`) in RECORD_ATTEMPTS_SQL. They fold the
 * records that moved their delivery to its end per action, in the order given, into one
 * `UPDATE automation_actions`, and disable the endpoint when the run reaches the limits ($12 ms with
 * at least $14 failures, or $13 failures; `recordAttemptsParameters`). A group is one step: its
 * failures after its last delivered record extend the run, and the limits are checked once, at its
 * last failure, which is what `endpointHealthAfter` gives record by record. The counts are added to
 * the row as it stands when the update reaches it, so two dispatchers recording at once both count;
 * a disabled endpoint is left as it is. `health` returns the actions it wrote.
 */
export const ENDPOINT_HEALTH_SQL = `finished AS (
    SELECT u.*, COALESCE(max(u.position) FILTER (WHERE u.status = 'delivered')
      OVER (PARTITION BY u.action_id), 0) AS last_delivered
    FROM updated AS u WHERE u.status IN ('delivered', 'failed')
  ), run AS (
    SELECT action_id, bool_or(status = 'delivered') AS reset,
      count(*) FILTER (WHERE status = 'failed' AND position > last_delivered)::int AS failures,
      min(recorded_at) FILTER (WHERE status = 'failed' AND position > last_delivered) AS first_failed_at,
      max(recorded_at) FILTER (WHERE status = 'failed' AND position > last_delivered) AS last_failed_at,
      (array_agg(error ORDER BY position DESC)
        FILTER (WHERE status = 'failed' AND position > last_delivered))[1] AS last_error
    FROM finished GROUP BY action_id
  ), health AS (
    UPDATE automation_actions AS a
    SET endpoint_consecutive_failures =
        CASE WHEN r.reset THEN 0 ELSE a.endpoint_consecutive_failures END + r.failures,
      endpoint_failing_since = CASE WHEN r.failures = 0 THEN NULL WHEN r.reset THEN r.first_failed_at
        ELSE LEAST(a.endpoint_failing_since, r.first_failed_at) END,
      endpoint_last_error = CASE WHEN r.failures = 0 THEN NULL ELSE r.last_error END,
      endpoint_disabled_at = CASE WHEN r.failures > 0 AND (
          CASE WHEN r.reset THEN 0 ELSE a.endpoint_consecutive_failures END + r.failures >= $13::int
          OR (CASE WHEN r.reset THEN 0 ELSE a.endpoint_consecutive_failures END + r.failures >= $14::int
            AND r.last_failed_at - CASE WHEN r.reset THEN r.first_failed_at
              ELSE LEAST(a.endpoint_failing_since, r.first_failed_at) END
              >= $12::double precision * interval '1 millisecond'))
        THEN r.last_failed_at END
    FROM run AS r
    WHERE a.id = r.action_id AND a.endpoint_disabled_at IS NULL
      -- A healthy endpoint that delivered again changes nothing: no write, and no lock on the action
      -- row, which every dispatcher recording a group for that endpoint would otherwise queue on.
      AND (r.failures > 0 OR a.endpoint_consecutive_failures <> 0 OR a.endpoint_failing_since IS NOT NULL
        OR a.endpoint_last_error IS NOT NULL)
    RETURNING a.id, a.automation_id, a.endpoint_consecutive_failures, a.endpoint_failing_since,
      a.endpoint_last_error, a.endpoint_disabled_at`;

/** The rule when no delivery of the group failed for good: it only resets the run of an endpoint that had one. */
export const ENDPOINT_HEALTH_RESET_SQL = `health AS (
    UPDATE automation_actions AS a
    SET endpoint_consecutive_failures = 0, endpoint_failing_since = NULL, endpoint_last_error = NULL
    WHERE a.id IN (SELECT u.action_id FROM updated AS u WHERE u.status = 'delivered')
      AND a.endpoint_disabled_at IS NULL
      AND (a.endpoint_consecutive_failures <> 0 OR a.endpoint_failing_since IS NOT NULL
        OR a.endpoint_last_error IS NOT NULL)`;

/** A delivery that reached its end: delivered (2xx), or failed for good. */
export interface FinishedDelivery {
  readonly status: 'delivered' | 'failed';
  /** When its last attempt ended. */
  readonly at: number;
  /** The error of its last attempt (null when delivered). */
  readonly error: string | null;
}

/** True when the run, as it stands at `now`, disables the endpoint. */
export function shouldDisable(health: EndpointHealth, now: number, rule: EndpointHealthRule): boolean {
  const failures = health.consecutiveFailures;
  if (failures === 0 || health.failingSince === null) return false;
  if (failures >= rule.disableAfterFailures) return true;
  return failures >= MIN_FAILURES_FOR_TIME && now - health.failingSince >= rule.disableAfterMs;
}

/** The twin: the health after these deliveries finished, in order. A disabled endpoint is left as it is. */
export function endpointHealthAfter(
  health: EndpointHealth,
  finished: readonly FinishedDelivery[],
  rule: EndpointHealthRule,
): EndpointHealth {
  let current = health;
  for (const delivery of finished) {
    if (current.disabledAt !== null) return current;
    if (delivery.status === 'delivered') {
      current = HEALTHY_ENDPOINT;
      continue;
    }
    const run: EndpointHealth = {
      consecutiveFailures: current.consecutiveFailures + 1,
      failingSince: current.failingSince ?? delivery.at,
      lastError: delivery.error,
      disabledAt: null,
    };
    current = shouldDisable(run, delivery.at, rule) ? { ...run, disabledAt: delivery.at } : run;
  }
  return current;
}
