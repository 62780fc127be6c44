import { tracing } from './tracing';
import { runAppProcess } from '@deal/nest-kit';
import { parseDispatcherConfig } from './config/dispatcher-config';
import { startDispatcher } from './start-dispatcher';

/**
 * `npm run start:dispatcher`: one dispatcher process (CONTRACT §1); run several against the real
 * server (`DATABASE_URL`) and they share the work. A bad environment stops it at once.
 * SIGINT/SIGTERM turn it not ready, stop claiming, wait for deliveries in flight (SHUTDOWN_TIMEOUT_MS
 * less 5 s), then close the database.
 */
runAppProcess({
  name: 'webhook-dispatcher',
  configure: parseDispatcherConfig,
  start: (database, config) => startDispatcher(database, config),
  tracing,
});
