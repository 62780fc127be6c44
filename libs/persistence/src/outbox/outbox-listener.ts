import type { Database } from '../data-source/database';
import { listenEmbedded } from './embedded-outbox-listener';
import { listenOnServer } from './server-outbox-listener';

export interface OutboxWakeHandlers {
  /** New deliveries were committed (or redelivered): claim now instead of at the next poll. */
  readonly onWake: () => void;
  /** The listening connection failed; it reconnects by itself, and the caller keeps polling meanwhile. */
  readonly onError?: (error: Error) => void;
}

export interface OutboxSubscription {
  close(): Promise<void>;
}

/**
 * Calls `onWake` whenever a transaction that wrote outbox rows commits. A wake-up is only a hint
 * (a notification can be lost while reconnecting), so dispatchers still poll; this makes the
 * common case immediate. See docs/automations.md for why the two databases need two mechanisms.
 */
export function listenForOutbox(
  database: Database,
  handlers: OutboxWakeHandlers,
): Promise<OutboxSubscription> {
  return database.kind === 'embedded'
    ? listenEmbedded(database, handlers)
    : listenOnServer(database, handlers);
}
