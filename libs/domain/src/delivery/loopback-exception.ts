/**
 * SPEC §6.1 allows exactly these two hosts besides HTTPS targets, for local development; CONTRACT §4
 * only while `WEBHOOK_ALLOW_LOOPBACK` is on. Compared with the WHATWG-normalised host name, so
 * "LOCALHOST" and "127.1" count, while "localhost." (another name) and "[::1]" do not.
 */
export const LOOPBACK_EXCEPTION_HOSTS: readonly string[] = ['localhost', '127.0.0.1'];

export function isLoopbackExceptionHost(hostname: string): boolean {
  return LOOPBACK_EXCEPTION_HOSTS.includes(hostname);
}
