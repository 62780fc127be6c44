/** Persistence adapters: TypeORM on PostgreSQL (a real server, or embedded PGlite by default). */
export type { DatabaseConfig } from './config/database-config';
export { databaseConfigFromEnv } from './config/database-config';
export type { Database, OpenDatabaseOptions } from './data-source/database';
export { migrate, openDatabase } from './data-source/database';
export { SystemClock } from './system/system-clock';
export { RandomIdGenerator } from './system/random-id-generator';
export { NodeSecretHasher } from './system/node-secret-hasher';
export { issueToken } from './system/token-issuer';
