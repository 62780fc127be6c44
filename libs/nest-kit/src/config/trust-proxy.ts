import { isIP } from 'node:net';
import type { EnvReader } from './env-reader';

/** Express's `trust proxy`: false, a number of proxy hops, or the proxies' addresses and subnets. */
export type TrustProxy = false | number | readonly string[];

const NAMED = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * `TRUST_PROXY`: whom to believe about the client's address (X-Forwarded-For), which every
 * per-address limit keys on (the api's anonymous budget, sign-in, webhook-in's wrong keys).
 * Unset: nobody, the socket's peer is the client (right when clients connect directly). Behind a
 * load balancer or an ingress, set it to the number of proxies in front (`1`) or to their addresses
 * (`10.0.0.0/8,loopback`); otherwise every client shares the proxy's address and its limits.
 */
export function readTrustProxy(read: EnvReader): TrustProxy {
  const raw = read.text('TRUST_PROXY');
  if (raw === undefined || raw === 'false') return false;
  if (/^[0-9]+$/.test(raw) && Number(raw) <= 10) return Number(raw);
  const entries = raw.split(',').map((entry) => entry.trim());
  if (entries.every((entry) => NAMED.has(entry) || isAddressOrSubnet(entry))) return entries;
  read.problem(
    `TRUST_PROXY must be a number of proxies (0-10) or a comma-separated list of addresses, subnets (a.b.c.d/n) and loopback, linklocal, uniquelocal, got ${JSON.stringify(raw)}`,
  );
  return false;
}

function isAddressOrSubnet(entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^[0-9]{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}
