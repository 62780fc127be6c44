import { DataSource } from 'typeorm';
import type { DatabaseConfig } from '../config/database-config';
import { startEmbeddedPostgres } from '../embedded/embedded-postgres';
import { MIGRATIONS } from '../migrations';
import { ENTITY_SCHEMAS } from '../schema';

export interface Database {
  readonly kind: DatabaseConfig['kind'];
  readonly dataSource: DataSource;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /**
   * Connections to a real server (default: the config's DATABASE_POOL_SIZE, else 10). The embedded
   * database always gets exactly one.
   */
  readonly poolSize?: number;
  /** An embedded database starts as this dump of a data directory (the test suites' migrated template). */
  readonly embeddedTemplate?: Blob;
}

/**
 * Opens the data source for either database kind. PGlite is a single session, so the embedded pool
 * holds one connection: transactions queue behind each other instead of interleaving. Code must
 * therefore never wait on a second connection while holding a transaction (it would wait forever);
 * the connection timeout turns such a bug into an error instead of a hang.
 */
export async function openDatabase(
  config: DatabaseConfig,
  options: OpenDatabaseOptions = {},
): Promise<Database> {
  const embedded =
    config.kind === 'embedded' ? await startEmbeddedPostgres(config.dataDir, options.embeddedTemplate) : null;
  const url = embedded ? embedded.url : (config as { url: string }).url;
  const dataSource = new DataSource({
    type: 'postgres',
    url,
    entities: ENTITY_SCHEMAS,
    migrations: MIGRATIONS,
    migrationsTransactionMode: 'each',
    synchronize: false,
    logging: false,
    extra: {
      max: embedded
        ? 1
        : (options.poolSize ?? (config.kind === 'server' ? config.poolSize : undefined) ?? 10),
      connectionTimeoutMillis: 10_000,
      application_name: 'deal-pricing-service',
    },
  });
  try {
    await dataSource.initialize();
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
  return {
    kind: config.kind,
    dataSource,
    async close() {
      if (dataSource.isInitialized) await dataSource.destroy();
      await embedded?.stop();
    },
  };
}

/** Applies pending migrations; returns the names of those it ran. */
export async function migrate(database: Database): Promise<string[]> {
  const applied = await database.dataSource.runMigrations({ transaction: 'each' });
  return applied.map((migration) => migration.name);
}
