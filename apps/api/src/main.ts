import { databaseConfigFromEnv, openAppDatabase } from '@deal/persistence';
import { ConfigError, parseApiConfig } from './config/api-config';
import { JsonLogger, exitOnSignals } from '@deal/nest-kit';
import { startApi } from './start-api';

/**
 * `npm run start:api`: one api process (CONTRACT §1). A bad environment stops it at once.
 * SIGINT/SIGTERM: not ready at once, serving for SHUTDOWN_DRAIN_MS, then the app closes (requests in
 * flight finish) and the database; all within SHUTDOWN_TIMEOUT_MS (a second signal exits at once).
 */
async function main(): Promise<void> {
  const config = parseApiConfig(process.env);
  const database = await openAppDatabase(databaseConfigFromEnv(process.env), config);
  const api = await startApi(database, config).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  const logger = new JsonLogger(config.logLevel);
  exitOnSignals({
    stop: async () => {
      await api.close();
      await database.close();
    },
    report: (level, msg, fields) => logger.entry(level, msg, fields),
    graceMs: config.shutdown.timeoutMs,
  });
}

main().catch((error: Error) => {
  const message = error instanceof ConfigError ? error.message : `api failed to start: ${error.message}`;
  process.stderr.write(`${message}\n`);
  process.exit(1);
});
