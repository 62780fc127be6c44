import type { components } from './generated/openapi';

type Schemas = components['schemas'];

/**
 * An error answer's body (SPEC §7): `{message}`, the validation form (`success: false`, `data`,
 * `error[]`, with a `message` summing it up), or the device flow's OAuth form (`{error}`, RFC 8628).
 */
export type DpsErrorBody =
  Schemas['ErrorBodyDto'] | Schemas['ValidationErrorBodyDto'] | Schemas['OAuthErrorBodyDto'];

/** One problem of a validation failure: the path of the field and what is wrong with it. */
export type DpsValidationIssue = Schemas['ValidationIssueDto'];

/** The API answered, with a status other than 2xx. */
export class DpsApiError extends Error {
  override readonly name = 'DpsApiError';
  /** The validation failure's problems (400); empty for every other error. */
  readonly issues: readonly DpsValidationIssue[];
  /** The device flow's OAuth error code (`authorization_pending`, `slow_down`, …), when it is one. */
  readonly code?: string;
  /** The answer's `Retry-After`, in whole seconds (a 429 the SDK gave up retrying, a 409, a 503). */
  readonly retryAfterSeconds?: number;

  constructor(
    readonly status: number,
    readonly body: DpsErrorBody,
    /** The method and URL of the request that failed, e.g. `GET http://127.0.0.1:3000/v1/deals`. */
    readonly request: string,
    retryAfterSeconds?: number,
  ) {
    super(messageOf(status, body));
    this.issues = 'error' in body && Array.isArray(body.error) ? body.error : [];
    if ('error' in body && typeof body.error === 'string') this.code = body.error;
    if (retryAfterSeconds !== undefined) this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * The server answered with something that is not the API's JSON (an HTML page, a proxy's error,
 * an empty 200): the base URL most likely does not point at the Deal Pricing Service.
 */
export class DpsUnexpectedResponseError extends Error {
  override readonly name = 'DpsUnexpectedResponseError';

  constructor(
    readonly status: number,
    readonly contentType: string | null,
    readonly request: string,
  ) {
    super(
      `${request} answered HTTP ${status} with something other than JSON (${contentType ?? 'no Content-Type'})`,
    );
  }
}

function messageOf(status: number, body: DpsErrorBody): string {
  if ('message' in body && typeof body.message === 'string' && body.message) return body.message;
  if ('error' in body && typeof body.error === 'string') return body.error;
  return `HTTP ${status}`;
}

/** A JSON error body as the SDK's error type; a body that is no SPEC §7 form keeps its text. */
export function errorBodyOf(parsed: unknown, status: number): DpsErrorBody {
  if (typeof parsed === 'object' && parsed !== null && ('message' in parsed || 'error' in parsed)) {
    return parsed as DpsErrorBody;
  }
  return { message: typeof parsed === 'string' && parsed ? parsed : `HTTP ${status}` };
}
