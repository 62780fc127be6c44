/**
 * Parses a canonical dotted-quad IPv4 literal ("192.0.2.1") into an unsigned 32-bit number, or
 * returns null. Deliberately strict: shorthand ("127.1"), hex, octal ("0177.0.0.1", any leading
 * zero) and single-number forms are rejected, because their meaning differs between parsers.
 * A rejected form is never classified as public, so ambiguity fails closed.
 */
export function parseIpv4(text: string): number | null {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (!match) return null;
  let value = 0;
  for (const part of match.slice(1)) {
    if (part.length > 1 && part.startsWith('0')) return null;
    const octet = Number(part);
    if (octet > 255) return null;
    value = value * 256 + octet;
  }
  return value;
}

/** The dotted-quad text of an unsigned 32-bit number, for messages and tests. */
export function formatIpv4(value: number): string {
  return [24, 16, 8, 0].map((shift) => (value >>> shift) & 0xff).join('.');
}
