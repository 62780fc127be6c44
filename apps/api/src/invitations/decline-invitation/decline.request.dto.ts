import { ApiPropertyOptional } from '@nestjs/swagger';

/** `{block}` of POST /v1/invitations/{id}/decline and …/decline-all; `parseDeclineRequest` (domain) decides. */
export class DeclineRequestDto {
  @ApiPropertyOptional({
    type: Boolean,
    default: false,
    description:
      'Also block the space: it may not invite your email again until you remove the block ' +
      '(DELETE /v1/invitation-blocks/{space}).',
  })
  block?: boolean;
}
