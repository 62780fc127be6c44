import { type AddressClass } from './address-class';
import { classifyIpv4 } from './ipv4-ranges';
import { parseIpv6 } from './ipv6-address';

/** Where a range embeds an IPv4 address, its class is the embedded address's class. */
type Ipv6Verdict = AddressClass | { readonly embeddedIpv4At: bigint };

interface Ipv6Range {
  readonly base: bigint;
  readonly prefixLength: number;
  readonly verdict: Ipv6Verdict;
}

const LOW_32_BITS = { embeddedIpv4At: 0n };

/**
 * IPv6 ranges, first match wins (narrower first). Anything outside 2000::/3, the only block IANA
 * allocates for global unicast, is `reserved`: unknown space fails closed. Ranges that carry an
 * IPv4 address (mapped, compatible, NAT64, 6to4) are judged by it, because traffic to them may
 * reach that IPv4 host; ::ffff:127.0.0.1 is loopback however it is written.
 */
const RANGES: readonly Ipv6Range[] = [
  range('::', 128, 'unspecified'),
  range('::1', 128, 'loopback'),
  range('::ffff:0:0', 96, LOW_32_BITS), // IPv4-mapped
  range('::', 96, LOW_32_BITS), // IPv4-compatible (deprecated)
  range('64:ff9b::', 96, LOW_32_BITS), // NAT64 well-known prefix
  range('64:ff9b:1::', 48, 'private'), // NAT64 local-use prefix (RFC 8215)
  range('::', 8, 'reserved'), // rest of ::/8, which also contains the NAT64 prefixes above; e.g. SIIT ::ffff:0:a.b.c.d
  range('100::', 64, 'reserved'), // discard-only
  range('2001::', 32, 'reserved'), // Teredo: tunnels to an obfuscated IPv4 host
  range('2001:2::', 48, 'benchmarking'),
  range('2001:db8::', 32, 'documentation'),
  range('2001::', 23, 'reserved'), // IETF protocol assignments (ORCHID, AMT, ...)
  range('2002::', 16, { embeddedIpv4At: 80n }), // 6to4: 2002:AABB:CCDD::/48 carries A.B.C.D
  range('3fff::', 20, 'documentation'), // RFC 9637
  range('fd00:ec2::254', 128, 'metadata'), // AWS instance metadata over IPv6
  range('fc00::', 7, 'private'), // unique local
  range('fe80::', 10, 'link-local'),
  range('fec0::', 10, 'private'), // deprecated site-local
  range('ff00::', 8, 'multicast'),
  range('2000::', 3, 'public'),
];

/** Class of a 128-bit IPv6 address. */
export function classifyIpv6(address: bigint): AddressClass {
  const found = RANGES.find((r) => inRange(address, r));
  if (!found) return 'reserved';
  const { verdict } = found;
  return typeof verdict === 'string'
    ? verdict
    : classifyIpv4(Number((address >> verdict.embeddedIpv4At) & 0xffffffffn));
}

function inRange(address: bigint, r: Ipv6Range): boolean {
  const shift = BigInt(128 - r.prefixLength);
  return address >> shift === r.base >> shift;
}

function range(base: string, prefixLength: number, verdict: Ipv6Verdict): Ipv6Range {
  const parsed = parseIpv6(base);
  if (parsed === null || prefixLength < 1 || prefixLength > 128)
    throw new Error(`bad range ${base}/${prefixLength}`);
  return { base: parsed, prefixLength, verdict };
}
