import { Module } from '@nestjs/common';
import { ListEventsHttpController } from './list-events/list-events.http.controller';

/** The events feed of a space (docs/events.md): every committed deal change, in commit order. */
@Module({ controllers: [ListEventsHttpController] })
export class EventsModule {}
