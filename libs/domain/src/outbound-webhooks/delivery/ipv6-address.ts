import { parseIpv4 } from './ipv4-address';

const GROUP = /^[0-9A-Fa-f]{1,4}$/;
const ZONE = /^[0-9A-Za-z_.-]+$/;
/** Longest textual IPv6 address with a dotted quad plus a generous zone id; stops pathological input early. */
const MAX_TEXT_LENGTH = 100;

/**
 * Parses IPv6 text (RFC 4291 §2.2: hex groups, one "::" compression, optional trailing dotted
 * quad) into a 128-bit bigint, or returns null. A zone id ("fe80::1%eth0", as DNS lookups may
 * return for link-local addresses) is accepted and ignored: it never changes the address class.
 * Written by hand so the domain needs no `node:net`.
 */
export function parseIpv6(text: string): bigint | null {
  if (text.length > MAX_TEXT_LENGTH) return null;
  const [address = '', zone, ...extra] = text.split('%');
  if (extra.length > 0 || (zone !== undefined && !ZONE.test(zone))) return null;
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const head = parseGroups(halves[0] ?? '', halves.length === 1);
  const tail = halves.length === 2 ? parseGroups(halves[1] ?? '', true) : [];
  if (head === null || tail === null) return null;
  const explicit = head.length + tail.length;
  // Without "::" all eight groups are written; with it, "::" stands for at least one zero group.
  if (halves.length === 1 ? explicit !== 8 : explicit > 7) return null;
  const groups = [...head, ...new Array<number>(8 - explicit).fill(0), ...tail];
  return groups.reduce((value, group) => (value << 16n) | BigInt(group), 0n);
}

/** Groups of one side of "::"; a dotted quad may only end the address, so only where `mayEndAddress`. */
function parseGroups(text: string, mayEndAddress: boolean): number[] | null {
  if (text === '') return [];
  const parts = text.split(':');
  const groups: number[] = [];
  for (const [index, part] of parts.entries()) {
    const last = index === parts.length - 1;
    if (last && mayEndAddress && part.includes('.')) {
      const ipv4 = parseIpv4(part);
      if (ipv4 === null) return null;
      groups.push(ipv4 >>> 16, ipv4 & 0xffff);
    } else if (GROUP.test(part)) {
      groups.push(parseInt(part, 16));
    } else {
      return null;
    }
  }
  return groups;
}
