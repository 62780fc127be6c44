import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import { checkDeliveryAddress } from '@deal/domain';
import { buildConnector } from 'undici';

/** Every address a host name resolves to; the default is the system resolver (`dns.lookup`). */
export type AddressResolver = (hostname: string) => Promise<readonly LookupAddress[]>;

/** The SSRF policy refused the address a socket was about to connect to; nothing was sent. */
export class AddressRefusedError extends Error {
  readonly code = 'ERR_WEBHOOK_ADDRESS_REFUSED';
}

export interface AddressGuardOptions {
  readonly allowLoopback: boolean;
  /** Connect deadline; the sender's own deadline (which covers the whole exchange) is the same. */
  readonly timeoutMs: number;
  readonly resolve?: AddressResolver;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * An undici connector that checks the address each socket actually connects to (CONTRACT §4):
 * the socket's DNS lookup is ours, so the answer that is checked is the answer that is used, and
 * a name that re-resolves somewhere inside between two connections (DNS rebinding) is caught on
 * the connection that would go there. Node skips the lookup for IP literals, so those are checked
 * here before connecting. Of a name's addresses only the allowed ones are offered to the socket;
 * when none is left the connection fails with AddressRefusedError.
 */
export function addressGuardConnector(options: AddressGuardOptions): buildConnector.connector {
  const resolve = options.resolve ?? systemResolver;
  const lookup = (hostname: string, lookupOptions: LookupOptions, callback: LookupCallback): void => {
    resolve(hostname).then(
      (addresses) => {
        const picked = allowedAddresses(hostname, addresses, lookupOptions, options.allowLoopback);
        if (typeof picked === 'string') callback(new AddressRefusedError(picked), '');
        else if (lookupOptions.all) callback(null, picked);
        else callback(null, picked[0]?.address ?? '', picked[0]?.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
  const connect = buildConnector({ timeout: options.timeoutMs, lookup });
  return (target, callback) => {
    if (isIP(target.hostname) !== 0) {
      const checked = checkDeliveryAddress({
        hostname: target.hostname,
        address: target.hostname,
        allowLoopback: options.allowLoopback,
      });
      if (!checked.ok) {
        callback(new AddressRefusedError(checked.error), null);
        return;
      }
    }
    connect(target, callback);
  };
}

/** The allowed addresses of the family asked for, or the reason none is (the first refusal). */
function allowedAddresses(
  hostname: string,
  addresses: readonly LookupAddress[],
  lookupOptions: LookupOptions,
  allowLoopback: boolean,
): LookupAddress[] | string {
  const family = familyOf(lookupOptions.family);
  const candidates = addresses.filter((entry) => family === null || entry.family === family);
  if (candidates.length === 0) return `${hostname} has no address`;
  const allowed: LookupAddress[] = [];
  let firstRefusal: string | null = null;
  for (const entry of candidates) {
    const checked = checkDeliveryAddress({ hostname, address: entry.address, allowLoopback });
    if (checked.ok) allowed.push(entry);
    else firstRefusal ??= `${hostname}: ${checked.error}`;
  }
  return allowed.length > 0 ? allowed : (firstRefusal ?? `${hostname} has no address`);
}

function familyOf(family: LookupOptions['family']): 4 | 6 | null {
  if (family === 4 || family === 'IPv4') return 4;
  return family === 6 || family === 'IPv6' ? 6 : null;
}

function systemResolver(hostname: string): Promise<readonly LookupAddress[]> {
  return new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    ),
  );
}
