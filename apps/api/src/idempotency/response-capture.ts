import type { StoredResponse } from '@deal/domain';
import type { HttpResponse } from '@deal/nest-kit';

/** The headers kept with a response: those that describe the result rather than this one sending. */
const KEPT_HEADERS = ['content-type', 'location', 'etag'];

/**
 * Holds back the end of a response until `settle` has run with the response as it is about to
 * leave: its status, kept headers and body text. The first request's bytes are untouched; only
 * their last write waits, so a client that saw the answer finds it stored when it retries.
 */
export function captureResponse(
  response: HttpResponse,
  settle: (captured: StoredResponse) => Promise<void>,
): void {
  const originalWrite = response.write.bind(response);
  const originalEnd = response.end.bind(response);
  const chunks: Buffer[] = [];
  response.write = ((chunk: unknown, ...rest: unknown[]) => {
    chunks.push(toBuffer(chunk));
    return (originalWrite as (...args: unknown[]) => boolean)(chunk, ...rest);
  }) as HttpResponse['write'];
  response.end = ((...args: unknown[]) => {
    response.write = originalWrite;
    response.end = originalEnd;
    if (typeof args[0] !== 'function') chunks.push(toBuffer(args[0]));
    const captured: StoredResponse = {
      status: response.statusCode,
      headers: keptHeadersOf(response),
      body: Buffer.concat(chunks).toString('utf8'),
    };
    void settle(captured).finally(() => (originalEnd as (...a: unknown[]) => HttpResponse)(...args));
    return response;
  }) as HttpResponse['end'];
}

function keptHeadersOf(response: HttpResponse): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = response.getHeader(name);
    if (value !== undefined) kept[name] = String(value);
  }
  return kept;
}

function toBuffer(chunk: unknown): Buffer {
  if (chunk === undefined || chunk === null) return Buffer.alloc(0);
  if (typeof chunk === 'string') return Buffer.from(chunk, 'utf8');
  if (chunk instanceof Uint8Array) return Buffer.from(chunk);
  return Buffer.alloc(0);
}
