import type { Notification, Pool, PoolClient } from 'pg';
import type { Database } from '../data-source/database';
import { OUTBOX_CHANNEL } from './outbox-channel';
import type { OutboxSubscription, OutboxWakeHandlers } from './outbox-listener';

/** Open embedded subscriptions per data source (the LISTEN they share is the session's). */
const embeddedSubscribers = new WeakMap<object, number>();

/**
 * PGlite is one session behind the socket server, so a notification comes back on the connection
 * that ran the COMMIT, not on a separate listening one (measured: a second connection never sees
 * it, and PGlite's in-process `listen()` ignores statements that arrive over the socket). The
 * embedded pool has exactly one connection, which runs every commit: LISTEN on the session, and
 * watch each pool client for the notifications its commits bring back. LISTEN belongs to the one
 * session all subscribers share, so only the last subscriber to close may UNLISTEN.
 */
export async function listenEmbedded(
  database: Database,
  handlers: OutboxWakeHandlers,
): Promise<OutboxSubscription> {
  const pool = (database.dataSource.driver as unknown as { master: Pool }).master;
  const watched = new Set<PoolClient>();
  const onNotification = (message: Notification) => message.channel === OUTBOX_CHANNEL && handlers.onWake();
  const watch = (client: PoolClient) => {
    if (watched.has(client)) return;
    watched.add(client);
    client.on('notification', onNotification);
  };
  const forget = (client: PoolClient) => {
    watched.delete(client);
    client.off('notification', onNotification);
  };
  pool.on('acquire', watch);
  pool.on('remove', forget);
  const subscribers = embeddedSubscribers.get(database.dataSource) ?? 0;
  embeddedSubscribers.set(database.dataSource, subscribers + 1);
  if (subscribers === 0) await database.dataSource.query(`LISTEN ${OUTBOX_CHANNEL}`);
  return {
    async close() {
      pool.off('acquire', watch);
      pool.off('remove', forget);
      for (const client of [...watched]) forget(client);
      const remaining = (embeddedSubscribers.get(database.dataSource) ?? 1) - 1;
      embeddedSubscribers.set(database.dataSource, remaining);
      if (remaining === 0 && database.dataSource.isInitialized) {
        await database.dataSource.query(`UNLISTEN ${OUTBOX_CHANNEL}`);
      }
    },
  };
}
