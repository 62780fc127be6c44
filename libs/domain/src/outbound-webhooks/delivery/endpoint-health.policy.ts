/**
 * Endpoint health (issue 15): a Send Webhook endpoint (one `send_webhook` action) that has failed
 * every delivery for a sustained period is disabled automatically, so the dispatcher stops
 * attempting it; its deliveries are held, not dropped, until someone re-enables it.
 *
 * The failing run: each delivery that ends `failed` (its whole retry schedule used up, or a final
 * 4xx / 3xx / refused address) extends it; a `delivered` one resets it. `failingSince` is the end of
 * the first failed delivery of the run. The endpoint is disabled once the run has lasted
 * `disableAfterMs` with at least `MIN_FAILURES_FOR_TIME` failed deliveries, or has reached
 * `disableAfterFailures` failed deliveries, whichever comes first. While disabled the run is frozen:
 * the outcome of a delivery still in flight changes nothing, so the reason stays what it was.
 *
 * The dispatcher applies this rule in the statement that records the attempts (one fenced statement,
 * so concurrent dispatchers add to the run atomically); `endpointHealthAfter` is its reference
 * definition, and the persistence spec checks the statement against it.
 */

/** A run of one failure in five days is bad luck, not a dead endpoint. */
export const MIN_FAILURES_FOR_TIME = 3;
/** `WEBHOOK_ENDPOINT_DISABLE_AFTER_MS` default: five days. */
export const DEFAULT_ENDPOINT_DISABLE_AFTER_MS = 5 * 24 * 3_600_000;
/** `WEBHOOK_ENDPOINT_DISABLE_AFTER_FAILURES` default. */
export const DEFAULT_ENDPOINT_DISABLE_AFTER_FAILURES = 100;

export interface EndpointHealthRule {
  /** The run lasted this long (with at least MIN_FAILURES_FOR_TIME failures): disable. */
  readonly disableAfterMs: number;
  /** This many consecutive failed deliveries: disable. */
  readonly disableAfterFailures: number;
}

export const DEFAULT_ENDPOINT_HEALTH_RULE: EndpointHealthRule = {
  disableAfterMs: DEFAULT_ENDPOINT_DISABLE_AFTER_MS,
  disableAfterFailures: DEFAULT_ENDPOINT_DISABLE_AFTER_FAILURES,
};

/** The health of one endpoint (a send_webhook action). */
export interface EndpointHealth {
  /** Failed deliveries in the current run (0: the last finished delivery was delivered, or none). */
  readonly consecutiveFailures: number;
  /** End of the first failed delivery of the run; null when there is no run. */
  readonly failingSince: number | null;
  /** The error of the last attempt of the last failed delivery of the run. */
  readonly lastError: string | null;
  /** When the rule disabled the endpoint; null while enabled. */
  readonly disabledAt: number | null;
}

export const HEALTHY_ENDPOINT: EndpointHealth = {
  consecutiveFailures: 0,
  failingSince: null,
  lastError: null,
  disabledAt: null,
};

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

/** The health after these deliveries finished, in order. A disabled endpoint is left as it is. */
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

/** Why a disabled endpoint is disabled, for the API and the automation page; null while enabled. */
export function endpointDisabledReason(health: EndpointHealth): string | null {
  if (health.disabledAt === null) return null;
  const since = health.failingSince === null ? '' : ` since ${new Date(health.failingSince).toISOString()}`;
  const count = health.consecutiveFailures;
  const deliveries = `${count} ${count === 1 ? 'delivery' : 'deliveries'}`;
  const last = health.lastError === null ? '' : `; last error: ${health.lastError}`;
  return `failed every delivery${since} (${deliveries})${last}`;
}

/** An endpoint's health as the automation shows it, with the deliveries it holds while disabled. */
export interface EndpointState extends EndpointHealth {
  /** Deliveries kept, not attempted, while the endpoint is disabled. */
  readonly heldDeliveries: number;
}

export const HEALTHY_ENDPOINT_STATE: EndpointState = { ...HEALTHY_ENDPOINT, heldDeliveries: 0 };
