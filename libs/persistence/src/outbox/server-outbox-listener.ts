import { Client, type Notification } from 'pg';
import type { PostgresDataSourceOptions } from 'typeorm/driver/postgres/PostgresDataSourceOptions';
import type { Database } from '../data-source/database';
import { OUTBOX_CHANNEL } from './outbox-channel';
import type { OutboxSubscription, OutboxWakeHandlers } from './outbox-listener';

const RECONNECT_DELAY_MS = 1000;

/**
 * PostgreSQL sends a notification to every session that LISTENs, over that session's connection:
 * a dedicated connection, reopened after a failure (with a wake-up, for what it may have missed).
 */
export async function listenOnServer(
  database: Database,
  handlers: OutboxWakeHandlers,
): Promise<OutboxSubscription> {
  const { url } = database.dataSource.options as PostgresDataSourceOptions;
  let closed = false;
  let client: Client | null = null;
  let retry: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    const next = new Client({ connectionString: url, application_name: 'deal-pricing-service-outbox' });
    next.on(
      'notification',
      (message: Notification) => message.channel === OUTBOX_CHANNEL && handlers.onWake(),
    );
    next.on('error', (error: Error) => reconnect(next, error));
    try {
      await next.connect();
      await next.query(`LISTEN ${OUTBOX_CHANNEL}`);
    } catch (error) {
      discard(next);
      throw error;
    }
    // Closed while this reconnect was under way: nobody is listening any more.
    if (closed) await next.end();
    else client = next;
  };
  const reconnect = (failed: Client | null, error: Error): void => {
    handlers.onError?.(error);
    if (failed !== null) discard(failed);
    if (failed === client) client = null;
    if (closed || retry !== null) return;
    retry = setTimeout(() => {
      retry = null;
      if (closed) return;
      connect().then(handlers.onWake, (again: Error) => reconnect(null, again));
    }, RECONNECT_DELAY_MS);
  };

  await connect();
  return {
    async close() {
      closed = true;
      if (retry !== null) clearTimeout(retry);
      await client?.end();
    },
  };
}

/** Closes a connection that failed; a late error from it must not reach the handlers again. */
function discard(client: Client): void {
  client.removeAllListeners('error');
  client.on('error', () => undefined);
  client.end().catch(() => undefined);
}
