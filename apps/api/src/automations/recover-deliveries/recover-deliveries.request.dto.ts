import { ApiProperty } from '@nestjs/swagger';

/** POST …/actions/{action_id}/recover: from when (`parseRecoverDeliveriesRequest` decides). */
export class RecoverDeliveriesRequestDto {
  @ApiProperty({
    type: 'integer',
    format: 'int64',
    example: 1_764_000_000_000,
    description:
      'Epoch milliseconds: every delivery of the action that failed at or after this time is redelivered. ' +
      'Not in the future, and not before the delivery log keeps deliveries (`RETENTION_DELIVERY_DAYS`, 30 ' +
      'days by default).',
  })
  since!: number;
}
