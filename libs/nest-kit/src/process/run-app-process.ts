import { databaseConfigFromEnv, openAppDatabase, type Database } from '@deal/persistence';
import { ConfigError } from '../config/env-reader';
import { JsonLogger } from '../logging/json-logger';
import type { LogLevel } from '../logging/log-level';
import type { ShutdownSettings } from '../operations/shutdown-settings';
import { exitOnSignals } from './exit-on-signals';

/** What every app's config holds that its process needs. */
export interface AppProcessConfig {
  readonly logLevel: LogLevel;
  readonly shutdown: ShutdownSettings;
  /** `MIGRATE_ON_START`: migrate the database before the app starts. */
  readonly migrateOnStart: boolean;
}

/** One app run as a process of its own (`npm run start:api` …). */
export interface AppProcess<Config extends AppProcessConfig> {
  /** For `<name> failed to start: …`. */
  readonly name: string;
  /** Parses the environment; a ConfigError lists every problem. */
  configure(env: Record<string, string | undefined>): Config;
  /** Starts the app on the opened, migrated database; its `close` leaves the database open. */
  start(database: Database, config: Config): Promise<{ close(): Promise<void> }>;
  /** The process's tracing, when on (OTEL_*): flushed last. */
  readonly tracing?: { shutdown(): Promise<void> } | null;
}

/**
 * The `main.ts` of every app (CONTRACT §1): a bad environment stops it at once (every problem on
 * stderr, exit 1); otherwise it opens the database (migrated unless MIGRATE_ON_START=false) and
 * starts the app. SIGINT/SIGTERM close the app (its graceful stop), then the database, then
 * tracing, within SHUTDOWN_TIMEOUT_MS (a second signal exits at once; `exitOnSignals`).
 */
export function runAppProcess<Config extends AppProcessConfig>(
  app: AppProcess<Config>,
  env: Record<string, string | undefined> = process.env,
): void {
  const main = async () => {
    const config = app.configure(env);
    const database = await openAppDatabase(databaseConfigFromEnv(env), config);
    const running = await app.start(database, config).catch(async (error: unknown) => {
      await database.close();
      throw error;
    });
    const logger = new JsonLogger(config.logLevel);
    exitOnSignals({
      stop: async () => {
        await running.close();
        await database.close();
        await app.tracing?.shutdown();
      },
      report: (level, msg, fields) => logger.entry(level, msg, fields),
      graceMs: config.shutdown.timeoutMs,
    });
  };
  main().catch((error: Error) => {
    const message =
      error instanceof ConfigError ? error.message : `${app.name} failed to start: ${error.message}`;
    process.stderr.write(`${message}\n`);
    process.exit(1);
  });
}
