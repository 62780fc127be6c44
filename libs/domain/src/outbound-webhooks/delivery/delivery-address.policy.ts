import { err, ok, type Result } from '../../shared/result';
import { classifyAddress } from './ip-address.classifier';
import { isLoopbackExceptionHost } from './loopback-exception';

export interface DeliveryAddressInput {
  /** Host name of the stored endpoint URL (WHATWG-normalised, IPv6 without brackets). */
  readonly hostname: string;
  /** The address the socket is about to connect to, as the DNS lookup hook sees it. */
  readonly address: string;
  readonly allowLoopback: boolean;
}

/**
 * CONTRACT §4 at delivery: the address actually connected to must be public, so a name that
 * resolves (or re-resolves, DNS rebinding) to an inner address is refused. The one exception is
 * a loopback address reached through the literal `localhost` / `127.0.0.1` hosts while loopback
 * is allowed. The error is the reason for the `refused` attempt outcome.
 */
export function checkDeliveryAddress(input: DeliveryAddressInput): Result<void, string> {
  const addressClass = classifyAddress(input.address);
  if (addressClass === 'public') return ok(undefined);
  if (addressClass === 'loopback' && input.allowLoopback && isLoopbackExceptionHost(input.hostname)) {
    return ok(undefined);
  }
  return err(
    addressClass === 'invalid'
      ? `${input.address} is not an IP address`
      : `${input.address} is not a public address (${addressClass})`,
  );
}
