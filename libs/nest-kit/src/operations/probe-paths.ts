/**
 * Where an orchestrator looks at each app (docs/operations.md). The probes answer on the app's
 * own port; metrics on a port of their own (the api and webhook-in) or the dispatcher's port.
 */
export const LIVENESS_PATH = '/healthz';
export const READINESS_PATH = '/readyz';
export const METRICS_PATH = '/metrics';

/**
 * The routes machines poll every few seconds: answered, but written neither to the request log nor
 * to the HTTP metrics (judged by the route that took the request, not by the URL's spelling).
 */
export const QUIET_PATHS: ReadonlySet<string> = new Set([LIVENESS_PATH, READINESS_PATH, METRICS_PATH]);
