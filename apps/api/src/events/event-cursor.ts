import type { FeedPosition } from '@deal/domain';

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const POSITION = /^([0-9]{1,20}):(evt_[0-9A-Za-z]{1,40})$/;

/**
 * `next_cursor` of the events feed: the base64url of `{xact id}:{event id}`, the position in commit
 * order after the last event shown (docs/events.md). Opaque to clients.
 */
export function encodeEventCursor(position: FeedPosition): string {
  return Buffer.from(`${position.xactId}:${position.eventId}`, 'utf8').toString('base64url');
}

/** The position a cursor stands for, or null when the text is not one this api issued. */
export function decodeEventCursor(cursor: string): FeedPosition | null {
  if (!BASE64URL.test(cursor)) return null;
  const match = POSITION.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (match === null) return null;
  const position = { xactId: match[1] as string, eventId: match[2] as string };
  return encodeEventCursor(position) === cursor && BigInt(position.xactId) < 2n ** 64n ? position : null;
}
