/**
 * Endpoint health (issue 15): a Send Webhook endpoint (one `send_webhook` action) that has failed
 * every delivery for a sustained period is disabled automatically, so the dispatcher stops
 * attempting it; its deliveries are held, not dropped, until someone re-enables it.
 *
 * This file holds what the rest of the service says about an endpoint's health: the settings, the
 * stored state, and why a disabled endpoint is disabled. The rule that moves the state (the failing
 * run, when it disables) has one home: `libs/persistence/src/repositories/endpoint-health.rule.ts`,
 * where the SQL that runs in production and its TypeScript twin sit side by side (docs/automations.md
 * "Endpoint health").
 */

/** `WEBHOOK_ENDPOINT_DISABLE_AFTER_MS` default: five days. */
export const DEFAULT_ENDPOINT_DISABLE_AFTER_MS = 5 * 24 * 3_600_000;
/** `WEBHOOK_ENDPOINT_DISABLE_AFTER_FAILURES` default. */
export const DEFAULT_ENDPOINT_DISABLE_AFTER_FAILURES = 100;

export interface EndpointHealthRule {
  /** The run lasted this long (with at least three failed deliveries): disable. */
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
