import { openMigratedDatabase } from '@deal/persistence';
import { createApiApp } from './api-app.factory';
import { ConfigError, parseApiConfig } from './config/api-config';
import { JsonLogger } from './logging/json-logger';

/** `npm run start:api`: one api process (CONTRACT §1). A bad environment stops it at once. */
async function main(): Promise<void> {
  const config = parseApiConfig(process.env);
  const database = await openMigratedDatabase(process.env);
  const app = await createApiApp({ database, config });
  await app.listen(config.port, config.host);
  app.get(JsonLogger).entry('info', 'api listening', { host: config.host, port: config.port });
  const stop = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((error: Error) => {
  const message = error instanceof ConfigError ? error.message : `api failed to start: ${error.message}`;
  process.stderr.write(`${message}\n`);
  process.exit(1);
});
