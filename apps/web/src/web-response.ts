import { render } from 'preact-render-to-string';
import type { HttpResponse } from '@deal/nest-kit';
import { setCookieHeader } from './session/session-cookies';
import type { WebResult } from './web-result';

/**
 * The one place page results meet the HTTP response: status, cookies, caching, the HTML. Pages
 * are never cached (they show a person's data); files carry their own Cache-Control.
 */
export function respond(response: HttpResponse, result: WebResult): void {
  if (result.kind === 'file') {
    response.statusCode = 200;
    response.setHeader('Content-Type', result.contentType);
    response.setHeader('Cache-Control', result.cacheControl);
    response.end(result.body);
    return;
  }
  if (result.cookies.length) {
    response.setHeader('Set-Cookie', result.cookies.map(setCookieHeader));
  }
  response.setHeader('Cache-Control', 'no-store');
  if (result.kind === 'redirect') {
    response.statusCode = 303;
    response.setHeader('Location', result.location);
    response.end();
    return;
  }
  response.statusCode = result.status;
  for (const [name, value] of Object.entries(result.headers)) response.setHeader(name, value);
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  response.end(`<!doctype html>${render(result.body)}`);
}
