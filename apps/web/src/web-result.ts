import type { VNode } from 'preact';
import type { CookieChange } from './session/session-cookies';

/**
 * What a page route returns: a rendered page or a redirect, with any cookie changes. Controllers
 * stay free of Express; WebResultInterceptor writes these to the response.
 */
export type WebResult = WebPage | WebRedirect | WebFile;

export interface WebPage {
  readonly kind: 'page';
  readonly status: number;
  readonly body: VNode;
  readonly cookies: readonly CookieChange[];
  readonly headers: Readonly<Record<string, string>>;
}

export interface WebRedirect {
  readonly kind: 'redirect';
  /** A path on this site; see safeLocalPath for targets that come from the request. */
  readonly location: string;
  readonly cookies: readonly CookieChange[];
}

/** A static file (the stylesheet and script). */
export interface WebFile {
  readonly kind: 'file';
  readonly body: Buffer;
  readonly contentType: string;
  readonly cacheControl: string;
}

export interface PageOptions {
  readonly status?: number;
  readonly cookies?: CookieChange[];
  readonly headers?: Record<string, string>;
}

export function page(body: VNode, options: PageOptions = {}): WebPage {
  const { status = 200, cookies = [], headers = {} } = options;
  return { kind: 'page', status, body, cookies, headers };
}

/**
 * A form turned away by a rate limit: 429, and Retry-After in whole seconds, so a browser or script
 * knows when to try again.
 */
export function tooManyAttempts(waitSeconds: number): PageOptions {
  return { status: 429, headers: { 'Retry-After': String(waitSeconds) } };
}

/** What the signed-out forms and the password change say when the sign-in limit turns them away. */
export function tooManyAttemptsFailure(waitSeconds: number): string {
  return `Too many attempts. Try again in ${waitSeconds} seconds.`;
}

/**
 * 303 See Other: after a form POST the browser GETs the target (POST/redirect/GET). The location
 * is sent as a header, which holds only Latin-1 (Node throws on anything above U+00FF, after the
 * cookies were set), so every character outside printable ASCII goes out percent-encoded.
 */
export function redirect(location: string, cookies: CookieChange[] = []): WebRedirect {
  return { kind: 'redirect', location: headerSafePath(location) ?? '/', cookies };
}

export function isWebResult(value: unknown): value is WebResult {
  const kind = (value as { kind?: unknown } | null)?.kind;
  return kind === 'page' || kind === 'redirect' || kind === 'file';
}

/**
 * A `next` target from a query or form, kept only when it is a path on this site: `/x`, never
 * `//evil.test` or `/\evil.test` (browsers read both as another host), so sign-in is no open redirect.
 * It comes back percent-encoded (`/€` → `/%E2%82%AC`), ready for a Location header.
 */
export function safeLocalPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length > 2000) return fallback;
  if (!/^\/(?![/\\])[^\s]*$/.test(value)) return fallback;
  return headerSafePath(value) ?? fallback;
}

/** Every character outside printable ASCII percent-encoded as UTF-8; null for a lone surrogate. */
function headerSafePath(path: string): string | null {
  try {
    return path.replace(/[^\x21-\x7e]/gu, (character) => encodeURIComponent(character));
  } catch {
    return null; // URIError: a lone surrogate has no UTF-8 form
  }
}
