import { ApiProperty } from '@nestjs/swagger';
import {
  DELIVERY_STATUSES,
  type DeliveryLogEntry,
  type KeysetPage,
  type RecordedAttempt,
} from '@deal/domain';
import { encodeCursor } from '@deal/nest-kit';

const EPOCH = 'Epoch milliseconds (UTC).';

export class DeliveryAttemptDto {
  @ApiProperty({ example: 'att_0Fz3AbCdEfGhIjKlMnOpQr' })
  id!: string;
  @ApiProperty({ description: '1, 2, … per delivery, continuing across redeliveries.' })
  number!: number;
  @ApiProperty({ description: `When the attempt started. ${EPOCH}` })
  started_at!: number;
  @ApiProperty()
  duration_ms!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'The HTTP status; null when none came back.' })
  status_code!: number | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: '`HTTP 503`, `timed out`, `network error (…)`, `target refused: …`; null on 2xx.',
  })
  error!: string | null;
}

/** One delivery of one event to one Send Webhook action, with every attempt (oldest first). */
export class DeliveryDto {
  @ApiProperty({ example: 'dlv_0Fz3AbCdEfGhIjKlMnOpQr', description: 'Also sent as `X-Service-Delivery`.' })
  id!: string;
  @ApiProperty()
  automation_id!: string;
  @ApiProperty()
  action_id!: string;
  @ApiProperty()
  event_id!: string;
  @ApiProperty({ example: 'service_deal_updated' })
  event!: string;
  @ApiProperty({ type: String, nullable: true })
  deal_id!: string | null;
  @ApiProperty({ enum: DELIVERY_STATUSES })
  status!: string;
  @ApiProperty({ description: 'Attempts made in the current schedule (0 again after a redelivery).' })
  attempt_count!: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: `When the next attempt is due; null once settled. ${EPOCH}`,
  })
  next_attempt_at!: number | null;
  @ApiProperty({ type: String, nullable: true })
  last_error!: string | null;
  @ApiProperty({ description: EPOCH })
  created_at!: number;
  @ApiProperty({ description: EPOCH })
  updated_at!: number;
  @ApiProperty({ type: Number, nullable: true, description: EPOCH })
  delivered_at!: number | null;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'The body sent (SPEC §6.1); the secret is never part of it.',
  })
  payload!: Record<string, unknown>;
  @ApiProperty({ type: [DeliveryAttemptDto] })
  attempts!: DeliveryAttemptDto[];
}

export class DeliveryPageDto {
  @ApiProperty({ type: [DeliveryDto], description: 'Newest first.' })
  items!: DeliveryDto[];
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Pass as `cursor` for the next page; null on the last.',
  })
  next_cursor!: string | null;
}

export function toDeliveryDto(delivery: DeliveryLogEntry): DeliveryDto {
  return {
    id: delivery.id,
    automation_id: delivery.automationId,
    action_id: delivery.actionId,
    event_id: delivery.eventId,
    event: delivery.event,
    deal_id: delivery.dealId,
    status: delivery.status,
    attempt_count: delivery.attemptCount,
    next_attempt_at: delivery.nextAttemptAt,
    last_error: delivery.lastError,
    created_at: delivery.createdAt,
    updated_at: delivery.updatedAt,
    delivered_at: delivery.deliveredAt,
    payload: { ...delivery.payload },
    attempts: delivery.attempts.map(toAttemptDto),
  };
}

export function toDeliveryPageDto(page: KeysetPage<DeliveryLogEntry>): DeliveryPageDto {
  return {
    items: page.items.map(toDeliveryDto),
    next_cursor: page.nextAfterId === null ? null : encodeCursor(page.nextAfterId),
  };
}

function toAttemptDto(attempt: RecordedAttempt): DeliveryAttemptDto {
  return {
    id: attempt.id,
    number: attempt.attemptNumber,
    started_at: attempt.startedAt,
    duration_ms: attempt.durationMs,
    status_code: attempt.statusCode,
    error: attempt.error,
  };
}
