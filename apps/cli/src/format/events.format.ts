import type { EventItem } from '../http/api-types';
import { terminalSafe } from './terminal-text';
import { renderTable } from './table.format';

/** Seconds matter in a feed of changes: `2026-11-23 14:05:09 UTC`. */
function formatTime(ms: number): string {
  const iso = new Date(ms).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}

const actorOf = (event: EventItem): string =>
  event.actor === null
    ? '-'
    : event.actor.id === null
      ? event.actor.type
      : `${event.actor.type}:${event.actor.id}`;

/** The tracked fields the change moved, `-` for none (`changes: {}`). */
const changesOf = (event: EventItem): string => {
  const changes = event.data['changes'];
  const fields = changes !== null && typeof changes === 'object' ? Object.keys(changes) : [];
  return fields.length === 0 ? '-' : fields.join(',');
};

const cellsOf = (event: EventItem): string[] => [
  formatTime(event.created_at),
  event.type,
  event.deal_id ?? '-',
  event.revision === null ? '-' : String(event.revision),
  actorOf(event),
  changesOf(event),
  event.id,
];

const HEADERS = ['time', 'type', 'deal', 'rev', 'actor', 'changed', 'id'];

/** `events list` without `--json`. */
export function renderEvents(events: readonly EventItem[]): string {
  if (events.length === 0) return 'No events.\n';
  return renderTable(HEADERS, events.map(cellsOf));
}

/** `events tail` without `--json`: one line per event, as it commits (no header, no padding). */
export function renderEventLine(event: EventItem): string {
  return `${cellsOf(event).map(terminalSafe).join('  ')}\n`;
}
