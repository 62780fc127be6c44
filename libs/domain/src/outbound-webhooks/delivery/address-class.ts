/**
 * The kind of an IP address, for the SSRF policy. Only `public` may be a webhook target; the other
 * names exist so a refused delivery can say why ("10.0.0.7 is not a public address (private)").
 */
export const ADDRESS_CLASSES = [
  'public',
  'unspecified',
  'loopback',
  'private',
  'cgnat',
  'link-local',
  'metadata',
  'multicast',
  'broadcast',
  'documentation',
  'benchmarking',
  'reserved',
  'invalid',
] as const;

export type AddressClass = (typeof ADDRESS_CLASSES)[number];
