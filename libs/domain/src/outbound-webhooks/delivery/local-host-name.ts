/**
 * Name suffixes that only ever resolve inside a network: `localhost` (RFC 6761), mDNS `.local`
 * (RFC 6762), `.home.arpa` (RFC 8375) and the rest of `.arpa`, `.internal` (ICANN, 2024), and the
 * private TLDs RFC 6762 Appendix G reports in use. `.test`, `.example` and `.invalid` are not
 * listed: they do not resolve to anything by themselves, and the delivery-time address check
 * catches any that a resolver maps somewhere private.
 */
export const LOCAL_NAME_SUFFIXES: readonly string[] = [
  'localhost',
  'local',
  'localdomain',
  'internal',
  'arpa',
  'intranet',
  'private',
  'corp',
  'home',
  'lan',
];

/**
 * True for a lower-case host name that is local by its name: one of the suffixes or a name under
 * one, or a single label ("intranet-box", "metadata"), which the resolver completes with the
 * host's search domains, i.e. inside the network. One trailing dot (the DNS root) is ignored.
 */
export function isLocalHostName(hostname: string): boolean {
  const name = hostname.endsWith('.') ? hostname.slice(0, -1) : hostname;
  if (!name.includes('.')) return true;
  return LOCAL_NAME_SUFFIXES.some((suffix) => name === suffix || name.endsWith(`.${suffix}`));
}
