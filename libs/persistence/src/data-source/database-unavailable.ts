/**
 * SQLSTATEs of a server that cannot serve now but may shortly: class 08 (connection exception),
 * `57P01` admin_shutdown, `57P02` crash_shutdown, `57P03` cannot_connect_now (starting up or
 * shutting down), `53300` too_many_connections.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** Socket errors on the way to the server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** node-postgres and pg-pool raise these as plain `Error`s, without a code. */
const DRIVER_MESSAGES = [
  /^Connection terminated/, // unexpectedly, or due to connection timeout
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
];

/**
 * A transaction's connection was ended under it (the server restarted or ended the session): the
 * driver then releases the connection, every later statement of the transaction fails with
 * "already released", and nothing of the transaction was committed.
 */
export class DatabaseConnectionLostError extends Error {
  constructor(cause: unknown) {
    super('the database connection of the transaction was lost', { cause });
  }
}

/**
 * The connection was lost while the COMMIT was under way: the server may have committed the
 * transaction before it went, or not. Unlike every other unavailable case, repeating the request
 * is not safe without checking first.
 */
export class DatabaseCommitUnknownError extends Error {
  constructor(cause: unknown) {
    super('the database connection was lost during COMMIT; the transaction may have been committed', {
      cause,
    });
  }
}

/**
 * True when `error` (or what it wraps: TypeORM's `driverError`, a `cause`, an AggregateError's
 * errors) says the database cannot be reached or is restarting, rather than that the statement was
 * wrong: the HTTP apps answer 503. Constraint violations, syntax errors and bugs stay false. A
 * `DatabaseCommitUnknownError` is true as well; callers that tell clients to retry check it first.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  if (error instanceof DatabaseConnectionLostError) return true;
  const { code, message, driverError, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    driverError?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code))) return true;
  if (typeof code === 'string' && NETWORK_CODES.has(code)) return true;
  if (typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message))) return true;
  const wrapped = [driverError, cause, ...(Array.isArray(errors) ? errors : [])];
  return wrapped.some((inner) => inner !== error && isDatabaseUnavailable(inner, depth + 1));
}
