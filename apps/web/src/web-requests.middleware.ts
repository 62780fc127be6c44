import helmet from 'helmet';
import { urlencoded } from 'express';
import { HttpProblem, type HttpMiddleware, type HttpRequest, isApiPath } from '@deal/nest-kit';

/** Forms are small: the largest is a sample webhook payload. */
const MAX_FORM_BYTES = 256 * 1024;

const formErrors = new WeakMap<HttpRequest, HttpProblem>();

/** A form body the parser refused; WebSessionGuard raises it, so it renders as a page. */
export function formErrorOf(request: HttpRequest): HttpProblem | undefined {
  return formErrors.get(request);
}

/**
 * For the web application (every path outside /v1): security headers, and form bodies
 * (`application/x-www-form-urlencoded`). A body it cannot read is kept, not passed to `next`, so
 * it never reaches Express's own error page. A strict Content-Security-Policy allows only this site's
 * own stylesheet and script, no inline script, no framing; HSTS only when served over https.
 */
export function webRequests(appUrl: string): HttpMiddleware {
  const https = appUrl.startsWith('https:');
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        objectSrc: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https,
    referrerPolicy: { policy: 'same-origin' },
  }) as unknown as HttpMiddleware;
  const form = urlencoded({
    extended: false,
    limit: MAX_FORM_BYTES,
    parameterLimit: 1000,
  }) as unknown as HttpMiddleware;
  return (request, response, next) => {
    if (isApiPath(request.originalUrl)) return next();
    headers(request, response, () => {
      form(request, response, (error?: unknown) => {
        if (error) formErrors.set(request, formError(error));
        next();
      });
    });
  };
}

function formError(error: unknown): HttpProblem {
  const status = (error as { status?: unknown }).status;
  return status === 413
    ? new HttpProblem(413, 'form is too large')
    : new HttpProblem(400, 'form could not be read');
}
