import type { CREDENTIAL_REQUEST_RULES } from '@deal/domain';
import type { FieldDocs } from '../openapi/request-body.decorator';

/**
 * The body that mints a personal token or a space key, in the API's words. The domain decides
 * (`parseCredentialRequest`, then credential-terms.policy.ts).
 */
export const CREDENTIAL_REQUEST_DOCS: FieldDocs<typeof CREDENTIAL_REQUEST_RULES> = {
  name: { description: 'What the credential is for; surrounding spaces are trimmed.', example: 'CI deploys' },
  scope: '`read` may only read; `read_write` may also change things.',
  expires_in_days: 'Lifetime in days of 24 h from now. Left out or null: the credential never expires.',
};
