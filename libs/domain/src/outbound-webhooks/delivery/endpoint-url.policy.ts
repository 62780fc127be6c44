import { err, ok, type Result } from '../../shared/result';
import { type ValidationIssue } from '../../shared/validation-issue';
import { classifyAddress } from './ip-address.classifier';
import { parseIpv4 } from './ipv4-address';
import { isLocalHostName } from './local-host-name';
import { isLoopbackExceptionHost, isWrittenAsLoopbackException } from './loopback-exception';

export const MAX_ENDPOINT_URL_LENGTH = 2048;

export interface EndpointUrlOptions {
  /** `WEBHOOK_ALLOW_LOOPBACK`: admits http(s)://localhost and http(s)://127.0.0.1, written so (SPEC §6.1). */
  readonly allowLoopback: boolean;
  /** Path of the field in validation issues; default `['url']`. */
  readonly path?: readonly string[];
}

/** An accepted endpoint. Store `href`: it is the normalised form that was checked. */
export interface EndpointUrl {
  readonly href: string;
  readonly scheme: 'https' | 'http';
  /** Host as connected to: lower-case name, dotted IPv4, or IPv6 without brackets. */
  readonly hostname: string;
  readonly port: number;
  /** True when accepted only through the localhost / 127.0.0.1 exception. */
  readonly loopbackException: boolean;
}

/**
 * Endpoint URL rule at creation (SPEC §6.1, CONTRACT §4). The text is parsed with the WHATWG URL
 * parser, the same one the sender uses, and every check runs on the parsed result: that parser
 * turns "127.1", "0x7f000001", "2130706433", "0177.0.0.1" and "%31%32%37.0.0.1" into 127.0.0.1,
 * so they are caught as loopback; the localhost / 127.0.0.1 exception also needs the host written
 * literally, so those spellings get no exception either. Names are not resolved here (the domain does no I/O, and an
 * answer now proves nothing later): "localhost.evil.test" passes, and the delivery-time check on
 * the address actually connected to refuses it if it points inside.
 */
export function checkEndpointUrl(
  url: string,
  options: EndpointUrlOptions,
): Result<EndpointUrl, ValidationIssue[]> {
  const checked = inspect(url, options.allowLoopback);
  return checked.ok ? checked : err([{ path: [...(options.path ?? ['url'])], message: checked.error }]);
}

function inspect(text: string, allowLoopback: boolean): Result<EndpointUrl, string> {
  const parsed = parseText(text);
  if (!parsed.ok) return parsed;
  const url = parsed.value;
  const httpsOnly = allowLoopback
    ? 'must use https (http is allowed only for localhost and 127.0.0.1)'
    : 'must use https';
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return err(httpsOnly);
  const partProblem = checkParts(url);
  if (partProblem !== null) return err(partProblem);

  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const loopbackException =
    allowLoopback && isLoopbackExceptionHost(hostname) && isWrittenAsLoopbackException(text);
  if (url.protocol === 'http:' && !loopbackException) return err(httpsOnly);
  if (!loopbackException) {
    const hostProblem = checkHost(hostname, url.hostname.startsWith('['));
    if (hostProblem !== null) return err(hostProblem);
  }
  const scheme = url.protocol === 'https:' ? 'https' : 'http';
  const port = url.port === '' ? (scheme === 'https' ? 443 : 80) : Number(url.port);
  return ok({ href: url.href, scheme, hostname, port, loopbackException });
}

function parseText(text: string): Result<URL, string> {
  const tooLong = `must be at most ${MAX_ENDPOINT_URL_LENGTH} characters`;
  if (typeof text !== 'string' || text === '') return err('is required');
  if (text.length > MAX_ENDPOINT_URL_LENGTH) return err(tooLong);
  // The parser silently drops tabs, newlines and surrounding blanks; refusing them keeps what
  // the user typed and what is stored the same URL.
  if (hasSpaceOrControl(text)) return err('must not contain spaces or control characters');
  const url = parseAbsolute(text);
  if (url === null) return err('must be an absolute URL');
  // Percent-encoding and punycode can lengthen the text; the stored form must fit too.
  return url.href.length > MAX_ENDPOINT_URL_LENGTH ? err(tooLong) : ok(url);
}

function checkParts(url: URL): string | null {
  // Credentials in a URL would be sent as Basic auth and stored in clear, and
  // "https://good.com@127.0.0.1/" misleads the reader about the host.
  if (url.username !== '' || url.password !== '') return 'must not contain a user name or password';
  // A fragment is never sent (an empty one still shows in href); refusing it stores only what has effect.
  if (url.href.includes('#')) return 'must not contain a fragment (#)';
  return url.port === '0' ? 'must not use port 0' : null;
}

function checkHost(hostname: string, isIpv6Literal: boolean): string | null {
  if (isIpv6Literal || parseIpv4(hostname) !== null) {
    const addressClass = classifyAddress(hostname);
    return addressClass === 'public' ? null : `must not point to a non-public address (${addressClass})`;
  }
  // No numeric-looking name reaches this point: the WHATWG parser turns every host whose last
  // label is a number into dotted IPv4 or rejects the URL (the spec pins this down).
  if (isLocalHostName(hostname)) return 'must use a public host name, not a local or internal one';
  return null;
}

function parseAbsolute(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

function hasSpaceOrControl(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code <= 0x20 || (code >= 0x7f && code <= 0x9f) || /\s/u.test(char)) return true;
  }
  return false;
}
