import { ApiProperty } from '@nestjs/swagger';
import { EVENT_ACTOR_TYPES, EVENT_TYPES, type CommittedEvent, type EventPage } from '@deal/domain';
import { encodeEventCursor } from './event-cursor';

export class EventActorDto {
  @ApiProperty({ enum: EVENT_ACTOR_TYPES })
  type!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'User id, space key credential id, or Webhook Received automation id; null for `system`.',
  })
  id!: string | null;
}

/** One committed deal change (docs/events.md). */
export class EventDto {
  @ApiProperty({
    example: 'evt_0Fz3AbCdEfGhIjKlMnOpQr',
    description: 'The `event_id` of its webhook bodies.',
  })
  id!: string;
  @ApiProperty({ enum: EVENT_TYPES })
  type!: string;
  @ApiProperty({ description: 'When the change committed. Epoch milliseconds (UTC).' })
  created_at!: number;
  @ApiProperty({ type: String, nullable: true })
  deal_id!: string | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: "The deal's revision after the change (null only on events older than revisions).",
  })
  revision!: number | null;
  @ApiProperty({ type: EventActorDto, nullable: true, description: 'Who made the change.' })
  actor!: EventActorDto | null;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'The body a Send Webhook receiver gets for this change, less `message`.',
  })
  data!: Record<string, unknown>;
}

export class EventPageDto {
  @ApiProperty({ type: [EventDto] })
  items!: EventDto[];
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'Pass it as `after` to continue; it is there even when nothing was new, so a reader keeps polling ' +
      'with it (null only while the space has no event and no `after` was given).',
  })
  next_cursor!: string | null;
}

export function toEventDto(event: CommittedEvent): EventDto {
  return {
    id: event.id,
    type: event.type,
    created_at: event.createdAt,
    deal_id: event.dealId,
    revision: event.revision,
    actor: event.actor === null ? null : { type: event.actor.type, id: event.actor.id },
    data: { ...event.data },
  };
}

export function toEventPageDto(page: EventPage): EventPageDto {
  return {
    items: page.items.map(toEventDto),
    next_cursor: page.next === null ? null : encodeEventCursor(page.next),
  };
}
