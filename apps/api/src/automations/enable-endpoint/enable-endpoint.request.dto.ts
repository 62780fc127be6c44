import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';

/** POST …/actions/{action_id}/enable: what becomes of the deliveries held while it was disabled. */
export class EnableEndpointRequestDto {
  @IsOptional()
  @IsBoolean()
  @ApiPropertyOptional({
    default: false,
    description:
      '`true`: queue every held delivery again, due now, with a fresh retry schedule. `false` (the default): ' +
      'mark them failed ("not delivered: held while its endpoint was disabled"); each can then be redelivered ' +
      'on its own with `…/deliveries/{delivery_id}/redeliver`.',
  })
  redeliver_held?: boolean;
}
