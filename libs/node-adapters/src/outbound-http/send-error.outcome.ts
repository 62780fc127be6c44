import type { AttemptOutcome } from '@deal/domain';
import { AddressRefusedError } from './address-guard.connector';

/** undici's own timers (backstops behind the sender's deadline) say "timed out" too. */
const TIMEOUT_CODES = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);
/** Codes end up in the delivery log; anything that is not a plain code is left out. */
const PLAIN_CODE = /^[A-Z][A-Z0-9_]{0,47}$/;

/**
 * The outcome of a send that failed before a complete response: a refused address, a timeout,
 * or a network error with its code (ECONNREFUSED, ECONNRESET, ENOTFOUND, UND_ERR_SOCKET …).
 * Node may wrap connection errors (AggregateError when trying several addresses), so the
 * refusal and the code are looked for in the causes as well.
 */
export function outcomeOfSendError(error: unknown): AttemptOutcome {
  const causes = causesOf(error);
  const refused = causes.find((cause) => cause instanceof AddressRefusedError);
  if (refused) return { kind: 'refused', reason: refused.message };
  const code = causes.map(codeOf).find((found) => found !== null) ?? null;
  if (code !== null && TIMEOUT_CODES.has(code)) return { kind: 'timeout' };
  return code === null ? { kind: 'network' } : { kind: 'network', code };
}

function causesOf(error: unknown, depth = 0): unknown[] {
  if (depth > 3 || typeof error !== 'object' || error === null) return [error];
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  const nested = [...(cause === undefined ? [] : [cause]), ...(Array.isArray(errors) ? errors : [])];
  return [error, ...nested.flatMap((inner) => causesOf(inner, depth + 1))];
}

function codeOf(error: unknown): string | null {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && PLAIN_CODE.test(code) ? code : null;
}
