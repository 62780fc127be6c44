import type { INVITE_REQUEST_RULES } from '@deal/domain';
import type { FieldDocs } from '../../openapi/request-body.decorator';

/**
 * POST /v1/spaces/{space}/invitations (and, the same body, POST /v1/spaces/{space}/members), in
 * the API's words; `parseInviteRequest` (domain) decides.
 */
export const INVITE_REQUEST_DOCS: FieldDocs<typeof INVITE_REQUEST_RULES> = {
  email: {
    description: 'Who may accept: whoever signs in with this email; case and surrounding spaces are ignored.',
    example: 'ada@example.com',
  },
  role: 'The role the invitee gets by accepting. Only an owner may offer the owner role.',
};
