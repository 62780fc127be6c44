import type { RandomSource } from '@deal/domain';
import type { HttpRequest } from '@deal/nest-kit';
import type { FormFields } from '../form-fields';
import { CsrfRejected } from '../web-errors';
import { CSRF_FIELD } from './csrf';
import { cookieOf, SIGN_IN_CSRF_COOKIE } from './session-cookies';

const SIGNED_OUT_CSRF = /^[0-9a-f]{64}$/;

/**
 * The CSRF token of the forms a person fills in without a session (sign-in, an invitation link,
 * sign-up, password reset): a random value in the `dps_signin` cookie that the form echoes back
 * (double submit). The one the browser already holds, or a new one to set with the page.
 */
export function signedOutCsrfOf(request: HttpRequest, random: RandomSource): string {
  const existing = cookieOf(request, SIGN_IN_CSRF_COOKIE);
  return existing && SIGNED_OUT_CSRF.test(existing)
    ? existing
    : Buffer.from(random.bytes(32)).toString('hex');
}

/** The token a signed-out form came back with: it must match its cookie, else the request is refused. */
export function submittedSignedOutCsrf(request: HttpRequest, form: FormFields): string {
  const csrf = cookieOf(request, SIGN_IN_CSRF_COOKIE);
  if (!csrf || !SIGNED_OUT_CSRF.test(csrf) || form.text(CSRF_FIELD) !== csrf) throw new CsrfRejected();
  return csrf;
}
