import { JsonLogger, exitOnSignals } from '@deal/nest-kit';
import { databaseConfigFromEnv, openAppDatabase } from '@deal/persistence';
import { DispatcherConfigError, parseDispatcherConfig } from './config/dispatcher-config';
import { startDispatcher } from './start-dispatcher';

/**
 * `npm run start:dispatcher`: one dispatcher process (CONTRACT §1); run several against the real
 * server (`DATABASE_URL`) and they share the work. A bad environment stops it at once.
 * SIGINT/SIGTERM turn it not ready, stop claiming, wait for deliveries in flight (SHUTDOWN_TIMEOUT_MS
 * less 5 s), then close the database.
 */
async function main(): Promise<void> {
  const config = parseDispatcherConfig(process.env);
  const database = await openAppDatabase(databaseConfigFromEnv(process.env), config);
  const running = await startDispatcher(database, config).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  const logger = new JsonLogger(config.logLevel);
  exitOnSignals({
    stop: async () => {
      await running.close();
      await database.close();
    },
    report: (level, msg, fields) => logger.entry(level, msg, fields),
    graceMs: config.shutdown.timeoutMs,
  });
}

main().catch((error: Error) => {
  const message =
    error instanceof DispatcherConfigError
      ? error.message
      : `webhook-dispatcher failed to start: ${error.message}`;
  process.stderr.write(`${message}\n`);
  process.exit(1);
});
