/** The URL a client reaches `host:port` at: loopback for a wildcard address, IPv6 in brackets. */
export function httpUrlOf(host: string, port: number): string {
  const shown = ['0.0.0.0', '::'].includes(host) ? '127.0.0.1' : host;
  return `http://${shown.includes(':') ? `[${shown}]` : shown}:${port}`;
}
