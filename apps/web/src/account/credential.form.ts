import type { CredentialRequest, CredentialScope } from '@deal/domain';
import type { FormFields } from '../form-fields';

/** The create form of a token or key as submitted, kept to fill the form again after a refusal. */
export interface CredentialFormValues {
  readonly name: string;
  readonly scope: string;
  readonly expires_in_days: string;
}

/** A blank form. Least privilege by default: a new credential reads only unless asked otherwise. */
export const BLANK_CREDENTIAL_FORM: CredentialFormValues = { name: '', scope: 'read', expires_in_days: '' };

/**
 * The create form as the request the use cases take. The web layer checks nothing itself: the
 * domain's credential terms do (and word the messages), exactly as for POST /v1/tokens. An empty
 * expiry means "never expires"; anything but digits becomes NaN so the domain refuses it.
 */
export function credentialRequestFrom(form: FormFields): {
  readonly request: CredentialRequest;
  readonly values: CredentialFormValues;
} {
  const values = {
    name: form.text('name'),
    scope: form.text('scope'),
    expires_in_days: form.text('expires_in_days').trim(),
  };
  const days = values.expires_in_days;
  const expiresInDays = days === '' ? null : /^[0-9]{1,6}$/.test(days) ? Number(days) : Number.NaN;
  // The scope is checked by the domain (credentialTerms), which refuses anything but the two scopes.
  const request = { name: values.name, scope: values.scope as CredentialScope, expiresInDays };
  return { request, values };
}
