import { EnvReader } from '@deal/nest-kit';
import { databaseConfigFromEnv, type Database, type DatabaseConfig } from '@deal/persistence';

export type Env = Record<string, string | undefined>;

/** A started app: `close` stops it (the database is closed afterwards by the launcher). */
export interface RunningApp {
  readonly name: string;
  /** The base URL it answers on, for apps that serve HTTP. */
  readonly url?: string;
  close(): Promise<void>;
}

/**
 * One app of `npm start`. `configure` checks the app's environment and throws (an error with
 * `problems`, like the api's ConfigError) before anything is opened; the start it returns runs the
 * app on the process's one shared database (embedded PGlite admits one process at a time).
 */
export interface AppStarter {
  readonly name: string;
  configure(env: Env): (database: Database) => Promise<RunningApp>;
}

export interface ConfiguredApp {
  readonly name: string;
  readonly start: (database: Database) => Promise<RunningApp>;
}

export interface LaunchPlan {
  readonly database: DatabaseConfig;
  /** `MIGRATE_ON_START` (default true): migrate the shared database before the apps start. */
  readonly migrateOnStart: boolean;
  readonly apps: readonly ConfiguredApp[];
}

/** Every problem of the environment at once, across all apps (shared variables reported once). */
export class LaunchConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`invalid environment:\n  ${problems.join('\n  ')}`);
  }
}

/** Checks the database settings and every app's environment; throws LaunchConfigError listing all. */
export function planLaunch(starters: readonly AppStarter[], env: Env): LaunchPlan {
  const problems = new Set<string>();
  const attempt = <T>(check: () => T): T | undefined => {
    try {
      return check();
    } catch (error) {
      const listed = (error as { problems?: unknown }).problems;
      if (Array.isArray(listed)) listed.forEach((problem) => problems.add(String(problem)));
      else problems.add((error as Error).message);
      return undefined;
    }
  };
  const database = attempt(() => databaseConfigFromEnv(env));
  const migrateOnStart = attempt(() => {
    const read = new EnvReader(env);
    return read.done(read.migrateOnStart());
  });
  const apps = starters.map((starter) => ({
    name: starter.name,
    start: attempt(() => starter.configure(env)),
  }));
  if (problems.size || !database || migrateOnStart === undefined) throw new LaunchConfigError([...problems]);
  return { database, migrateOnStart, apps: apps as ConfiguredApp[] };
}
