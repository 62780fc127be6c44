export { listEvents } from './list-events.use-case';
export type { EventPage, ListEventsInput } from './list-events.use-case';
