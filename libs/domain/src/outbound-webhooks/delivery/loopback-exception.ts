/**
 * SPEC §6.1 allows exactly these two hosts besides HTTPS targets, for local development; CONTRACT §4
 * only while `WEBHOOK_ALLOW_LOOPBACK` is on. Compared with the WHATWG-normalised host name, which
 * the stored URL carries; at creation the text must also spell the host this way
 * (`isWrittenAsLoopbackException`), so "127.1", "0x7f000001" or "%6c%6f…" get no exception.
 */
export const LOOPBACK_EXCEPTION_HOSTS: readonly string[] = ['localhost', '127.0.0.1'];

export function isLoopbackExceptionHost(hostname: string): boolean {
  return LOOPBACK_EXCEPTION_HOSTS.includes(hostname);
}

/** `http(s)://localhost` or `http(s)://127.0.0.1` as typed (any case), then a port, path, query or the end. */
const WRITTEN_AS_EXCEPTION = /^https?:\/\/(?:localhost|127\.0\.0\.1)(?::\d*)?(?:[/?]|$)/i;

/**
 * True when the URL text names an exception host literally. Numeric spellings of 127.0.0.1,
 * percent-encoded or full-width names, a missing "//", backslashes and an empty user name all
 * normalise to an exception host, but they are what a filter-bypass looks like, not what SPEC's
 * "localhost and 127.0.0.1" means (CONTRACT §2: "exactly").
 */
export function isWrittenAsLoopbackException(url: string): boolean {
  return WRITTEN_AS_EXCEPTION.test(url);
}
