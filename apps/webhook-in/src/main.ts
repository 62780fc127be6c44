import { databaseConfigFromEnv, openAppDatabase } from '@deal/persistence';
import { JsonLogger, exitOnSignals } from '@deal/nest-kit';
import { ConfigError, parseWebhookInConfig } from './config/webhook-in-config';
import { startWebhookIn } from './start-webhook-in';

/**
 * `npm run start:webhook-in`: one webhook-in process (CONTRACT §1). A bad environment stops it at
 * once. SIGINT/SIGTERM close the app, then the database (a second signal exits at once).
 */
async function main(): Promise<void> {
  const config = parseWebhookInConfig(process.env);
  const database = await openAppDatabase(databaseConfigFromEnv(process.env), config);
  const app = await startWebhookIn(database, config).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  const logger = new JsonLogger(config.logLevel);
  exitOnSignals({
    stop: async () => {
      await app.close();
      await database.close();
    },
    report: (level, msg, fields) => logger.entry(level, msg, fields),
    graceMs: config.shutdown.timeoutMs,
  });
}

main().catch((error: Error) => {
  const message =
    error instanceof ConfigError ? error.message : `webhook-in failed to start: ${error.message}`;
  process.stderr.write(`${message}\n`);
  process.exit(1);
});
