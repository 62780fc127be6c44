/**
 * Where an orchestrator looks at each app (docs/operations.md). The probes answer on the app's
 * own port; metrics on a port of their own (the api and webhook-in) or the dispatcher's port.
 */
export const LIVENESS_PATH = '/healthz';
export const READINESS_PATH = '/readyz';
export const METRICS_PATH = '/metrics';

/** Paths polled every few seconds by machines: answered, but not written to the request log. */
export const QUIET_PATHS: ReadonlySet<string> = new Set([LIVENESS_PATH, READINESS_PATH, METRICS_PATH]);
