import { CREDENTIAL_SCOPES, type CredentialScope } from '../../credentials/credential-scope';
import type { Result } from '../../shared/result';
import {
  isBoolean,
  isString,
  maxLength,
  oneOf,
  parseFields,
  type FieldRules,
} from '../../shared/field-rules';
import type { ValidationIssue } from '../../shared/validation-issue';

/**
 * The bodies of the device flow (RFC 8628, CONTRACT §2 Device flow), checked for shape here; what
 * a code means is the use cases' business (an unknown code is `invalid_grant`, not a bad body).
 */

/** The one `grant_type` a device polls with (RFC 8628 §3.4); any other is `unsupported_grant_type`. */
export const DEVICE_CODE_GRANT_TYPE = 'urn:ietf:params:oauth:grant-type:device_code';

/** Longest `client_id` taken (and ignored); RFC 8628 clients send one, this service registers none. */
export const MAX_CLIENT_ID = 200;
/** Room for blanks and dashes around the 8 letters of a user code, nothing like a document. */
export const MAX_USER_CODE_INPUT = 32;
/** Room for any `grant_type` a client may send and for a device code. */
export const MAX_DEVICE_POLL_FIELD = 200;

const CLIENT_ID = { presence: 'optional', type: isString, checks: [maxLength(MAX_CLIENT_ID)] } as const;

/** `POST /v1/device/code`. */
export const DEVICE_CODE_REQUEST_RULES = {
  scope: {
    presence: 'optional',
    checks: [oneOf(CREDENTIAL_SCOPES, `must be one of ${CREDENTIAL_SCOPES.join(', ')}`)],
  },
  client_id: CLIENT_ID,
} satisfies FieldRules;

/** `POST /v1/device/approve`. */
export const DEVICE_APPROVAL_REQUEST_RULES = {
  user_code: { presence: 'required', type: isString, checks: [maxLength(MAX_USER_CODE_INPUT)] },
  approve: { presence: 'required', type: isBoolean },
} satisfies FieldRules;

/** `POST /v1/device/token`. */
export const DEVICE_TOKEN_REQUEST_RULES = {
  grant_type: {
    presence: 'required',
    type: isString,
    checks: [maxLength(MAX_DEVICE_POLL_FIELD)],
    // The controller answers any other with the OAuth error `unsupported_grant_type`.
    checkedLater: { enum: [DEVICE_CODE_GRANT_TYPE] },
  },
  device_code: { presence: 'required', type: isString, checks: [maxLength(MAX_DEVICE_POLL_FIELD)] },
  client_id: CLIENT_ID,
} satisfies FieldRules;

type Parsed<T> = Result<T, ValidationIssue[]>;

export function parseDeviceCodeRequest(body: unknown): Parsed<{ readonly scope?: CredentialScope }> {
  return parseFields(body, DEVICE_CODE_REQUEST_RULES, (fields) =>
    fields['scope'] === undefined ? {} : { scope: fields['scope'] as CredentialScope },
  );
}

export function parseDeviceApprovalRequest(
  body: unknown,
): Parsed<{ readonly userCode: string; readonly approve: boolean }> {
  return parseFields(body, DEVICE_APPROVAL_REQUEST_RULES, (fields) => ({
    userCode: fields['user_code'] as string,
    approve: fields['approve'] as boolean,
  }));
}

export function parseDeviceTokenRequest(
  body: unknown,
): Parsed<{ readonly grantType: string; readonly deviceCode: string }> {
  return parseFields(body, DEVICE_TOKEN_REQUEST_RULES, (fields) => ({
    grantType: fields['grant_type'] as string,
    deviceCode: fields['device_code'] as string,
  }));
}
