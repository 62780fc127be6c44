import { CliError } from '../cli-error';

/** Node's fetch reports "fetch failed" and hides the reason in `cause` (sometimes an AggregateError). */
const REASONS: Readonly<Record<string, string>> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host name lookup failed',
  ETIMEDOUT: 'connection timed out',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  UND_ERR_CONNECT_TIMEOUT: 'connection timed out',
  UND_ERR_SOCKET: 'connection closed unexpectedly',
};

/** A request that got no HTTP answer at all, as one clear line (exit 1). */
export function networkErrorOf(error: unknown, serviceUrl: string, timeoutMs: number): CliError {
  return new CliError(`cannot reach the API at ${serviceUrl}: ${reasonOf(error, timeoutMs)}`, 1, [
    '  is the service running, and is SERVICE_URL right?',
  ]);
}

function reasonOf(error: unknown, timeoutMs: number): string {
  // By name: an abort is a DOMException, which need not be an `Error` of this realm.
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') {
    return `no answer within ${Math.round(timeoutMs / 1000)} s`;
  }
  const cause = (error as { cause?: unknown } | null)?.cause;
  const code = codeOf(cause) ?? codeOf(error);
  if (code && REASONS[code]) return REASONS[code];
  return messageOf(cause) ?? messageOf(error) ?? String(error);
}

function codeOf(value: unknown): string | undefined {
  const code = (value as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return code;
  const nested = (value as { errors?: unknown } | null)?.errors;
  return Array.isArray(nested) ? nested.map(codeOf).find(Boolean) : undefined;
}

function messageOf(value: unknown): string | undefined {
  const message = (value as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}
