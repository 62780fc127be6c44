import { ApiPropertyOptional } from '@nestjs/swagger';
import { DEAL_NAME_MAX_LENGTH } from '@deal/domain';

/** OpenAPI shape of `PATCH /v1/deal/{id}/phases/{phase_id}`; the domain's `parsePhasePatchRequest` checks it. */
export class EditPhaseRequestDto {
  @ApiPropertyOptional({ minLength: 1, maxLength: DEAL_NAME_MAX_LENGTH, example: 'Kick-off' })
  name?: string;

  @ApiPropertyOptional({ description: 'Epoch milliseconds (UTC). Left out: where the phase starts now.' })
  start?: number;

  @ApiPropertyOptional({
    description: 'Epoch milliseconds (UTC); not before start. Left out: where it ends now.',
  })
  end?: number;

  @ApiPropertyOptional({
    description:
      "Pinned: stays on its dates and moves only by a reschedule's offset. Not pinned: kept at its distance " +
      "from the deal's start (needs the deal to have one). Switching keeps the phase's current dates.",
  })
  pinned?: boolean;
}
