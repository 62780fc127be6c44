import { type AddressClass } from './address-class';
import { parseIpv4 } from './ipv4-address';
import { classifyIpv4 } from './ipv4-ranges';
import { parseIpv6 } from './ipv6-address';
import { classifyIpv6 } from './ipv6-ranges';

/**
 * Class of an IP literal as a resolver or socket reports it ("10.0.0.1", "::1", "fe80::1%eth0";
 * no brackets). Anything that is not a canonical literal is `invalid`, never `public`, so odd
 * spellings fail closed. Used at delivery on the address actually connected to, and at endpoint
 * creation for hosts written as IP literals. Never throws.
 */
export function classifyAddress(ip: string): AddressClass {
  if (typeof ip !== 'string') return 'invalid';
  const ipv4 = parseIpv4(ip);
  if (ipv4 !== null) return classifyIpv4(ipv4);
  const ipv6 = ip.includes(':') ? parseIpv6(ip) : null;
  return ipv6 === null ? 'invalid' : classifyIpv6(ipv6);
}

export function isPublicAddress(ip: string): boolean {
  return classifyAddress(ip) === 'public';
}
