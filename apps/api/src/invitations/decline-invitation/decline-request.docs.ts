import type { DECLINE_REQUEST_RULES } from '@deal/domain';
import type { FieldDocs } from '../../openapi/request-body.decorator';

/** `{block}` of POST /v1/invitations/{id}/decline and …/decline-all; `parseDeclineRequest` (domain) decides. */
export const DECLINE_REQUEST_DOCS: FieldDocs<typeof DECLINE_REQUEST_RULES> = {
  block: {
    description:
      'Also block the space: it may not invite your email again until you remove the block ' +
      '(DELETE /v1/invitation-blocks/{space}).',
    default: false,
  },
};
