import { failFastRedis } from '../redis/fail-fast-redis';
import type { Database } from '@deal/persistence';

/** One dependency readiness waits for: null when it is fine, else why it is not (no secrets). */
export interface ReadinessCheck {
  readonly name: string;
  problem(): Promise<string | null>;
  close?(): Promise<void>;
}

/** A probe answers within this, whatever a dependency does: a slow dependency is not ready. */
const CHECK_TIMEOUT_MS = 2_000;

/**
 * The database answers, and every migration this build knows has been applied (a new version
 * whose migration has not run yet is not ready; one older than the schema stays ready, as the
 * migrations only expand while both versions run: docs/operations.md "Upgrading").
 */
export function databaseCheck(database: Database): ReadinessCheck {
  let migrated = false;
  return {
    name: 'database',
    problem: () =>
      withinTimeout(async () => {
        if (!database.dataSource.isInitialized) return 'not connected';
        await database.dataSource.query('SELECT 1');
        // Once applied, a migration stays applied: the check stops asking.
        migrated ||= !(await database.dataSource.showMigrations());
        return migrated ? null : 'migrations pending';
      }),
  };
}

/** Redis answers PING (only when REDIS_URL is set: the shared rate limits live there). */
export function redisCheck(url: string): ReadinessCheck {
  const { redis, ready } = failFastRedis(url);
  return {
    name: 'redis',
    problem: () =>
      withinTimeout(async () => {
        await ready();
        return (await redis.ping()) === 'PONG' ? null : 'unexpected answer';
      }),
    close: async () => {
      redis.disconnect();
    },
  };
}

async function withinTimeout(check: () => Promise<string | null>): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>(
    (resolve) => (timer = setTimeout(() => resolve('timed out'), CHECK_TIMEOUT_MS)),
  );
  try {
    return await Promise.race([check().catch(() => 'unreachable'), late]);
  } finally {
    clearTimeout(timer);
  }
}
