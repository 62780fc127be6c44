import { type AddressClass } from './address-class';
import { parseIpv4 } from './ipv4-address';

interface Ipv4Range {
  readonly base: number;
  readonly prefixLength: number;
  readonly addressClass: AddressClass;
}

/**
 * Special-purpose IPv4 ranges (IANA IPv4 Special-Purpose Address Registry, RFC 6890), first match
 * wins, so narrower ranges come before the ranges that contain them. Whole blocks are listed even
 * where IANA marks a few single addresses inside as globally reachable (192.0.0.9/.10): a webhook
 * target never needs them, and a shorter list is easier to check.
 */
const RANGES: readonly Ipv4Range[] = [
  range('0.0.0.0', 8, 'unspecified'), // "this network"; 0.0.0.0 connects to the local host on Linux
  range('10.0.0.0', 8, 'private'),
  range('100.64.0.0', 10, 'cgnat'),
  range('127.0.0.0', 8, 'loopback'),
  range('169.254.169.254', 32, 'metadata'), // cloud instance metadata (AWS, GCP, Azure, ...)
  range('169.254.0.0', 16, 'link-local'),
  range('172.16.0.0', 12, 'private'),
  range('192.0.0.0', 24, 'reserved'), // IETF protocol assignments
  range('192.0.2.0', 24, 'documentation'), // TEST-NET-1
  range('192.88.99.0', 24, 'reserved'), // deprecated 6to4 relay anycast
  range('192.168.0.0', 16, 'private'),
  range('198.18.0.0', 15, 'benchmarking'),
  range('198.51.100.0', 24, 'documentation'), // TEST-NET-2
  range('203.0.113.0', 24, 'documentation'), // TEST-NET-3
  range('224.0.0.0', 4, 'multicast'),
  range('255.255.255.255', 32, 'broadcast'),
  range('240.0.0.0', 4, 'reserved'),
];

/** Class of an unsigned 32-bit IPv4 address. */
export function classifyIpv4(address: number): AddressClass {
  const found = RANGES.find((r) => address >>> (32 - r.prefixLength) === r.base >>> (32 - r.prefixLength));
  return found ? found.addressClass : 'public';
}

function range(base: string, prefixLength: number, addressClass: AddressClass): Ipv4Range {
  const parsed = parseIpv4(base);
  if (parsed === null || prefixLength < 1 || prefixLength > 32)
    throw new Error(`bad range ${base}/${prefixLength}`);
  return { base: parsed, prefixLength, addressClass };
}
