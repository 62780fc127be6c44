import { Client } from 'pg';
import { DataSource } from 'typeorm';
import type { DatabaseConfig } from '../config/database-config';
import { startEmbeddedPostgres } from '../embedded/embedded-postgres';
import { MIGRATIONS } from '../migrations';
import { aesGcmSecretBox, type SecretBox } from '../secrets/secret-box';
import { bindSecretBox } from '../secrets/sealed-columns';
import { resealSecrets } from '../secrets/reseal-secrets';
import { dataDirKey, DEVELOPMENT_SECRETS_KEY } from '../secrets/secrets-key.config';
import { ENTITY_SCHEMAS } from '../schema';

export interface Database {
  readonly kind: DatabaseConfig['kind'];
  readonly dataSource: DataSource;
  /** Seals and opens the secrets at rest (secret-box.ts); the repositories find it through their manager. */
  readonly secrets: SecretBox;
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

/** The pool's connections name themselves so (pg_stat_activity): what the bench's CPU windows look for. */
export const APPLICATION_NAME = 'deal-pricing-service';

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
      application_name: APPLICATION_NAME,
    },
  });
  let secrets: SecretBox;
  try {
    secrets = secretBoxFor(config);
    await dataSource.initialize();
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
  bindSecretBox(dataSource, secrets);
  return {
    kind: config.kind,
    dataSource,
    secrets,
    async close() {
      if (dataSource.isInitialized) await dataSource.destroy();
      await embedded?.stop();
    },
  };
}

/**
 * The key of the session-level advisory lock that `migrate` holds while it migrates (any fixed
 * bigint; it only has to be the same in every process of this service).
 */
export const MIGRATION_LOCK_KEY = 7_364_021_893_511n;

/**
 * Applies pending migrations, then re-seals what is not sealed under the current key (old plaintext
 * rows, rows under SECRETS_KEY_PREVIOUS: reseal-secrets.ts); returns the names of the migrations it
 * ran. On a real server it holds a
 * PostgreSQL advisory lock meanwhile, taken on a connection of its own (the pool may hold just one),
 * so concurrent starts and migration runs take turns: the first applies, the others then find
 * nothing pending. The embedded database has one process and one session, so it needs none.
 */
export async function migrate(database: Database): Promise<string[]> {
  const runMigrations = async () => {
    const applied = await database.dataSource.runMigrations({ transaction: 'each' });
    await resealSecrets(database.dataSource.manager, database.secrets);
    return applied.map((migration) => migration.name);
  };
  if (database.kind === 'embedded') return runMigrations();
  const url = (database.dataSource.options as { url?: string }).url;
  const lock = new Client({ connectionString: url, application_name: 'deal-pricing-service migrate' });
  await lock.connect();
  try {
    await takeMigrationLock(lock);
    return await runMigrations();
  } finally {
    // Ending the session releases the lock too (also if the process dies while migrating).
    await lock.end().catch(() => undefined);
  }
}

/**
 * Polls `pg_try_advisory_lock` rather than waiting in `pg_advisory_lock`: a session waiting inside a
 * statement holds a snapshot, and `CREATE INDEX CONCURRENTLY` in the holder's migration would wait
 * for that snapshot forever.
 */
async function takeMigrationLock(lock: Client): Promise<void> {
  for (;;) {
    const { rows } = await lock.query<{ locked: boolean }>(
      `SELECT pg_try_advisory_lock(${MIGRATION_LOCK_KEY}) AS locked`,
    );
    if (rows[0]?.locked) return;
    await new Promise((resolve) => setTimeout(resolve, MIGRATION_LOCK_POLL_MS));
  }
}

const MIGRATION_LOCK_POLL_MS = 250;

function secretBoxFor(config: DatabaseConfig): SecretBox {
  const source =
    config.secrets ??
    (config.kind === 'embedded' && config.dataDir !== 'memory'
      ? { kind: 'data-dir' }
      : { kind: 'development' });
  if (source.kind === 'given') return aesGcmSecretBox(source.current, source.previous);
  if (source.kind === 'data-dir' && config.kind === 'embedded' && config.dataDir !== 'memory') {
    return aesGcmSecretBox(dataDirKey(config.dataDir));
  }
  return aesGcmSecretBox(DEVELOPMENT_SECRETS_KEY);
}
