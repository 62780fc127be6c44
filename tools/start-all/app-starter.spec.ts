import { planLaunch, LaunchConfigError, type AppStarter } from './app-starter';

class ProblemsError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('; '));
  }
}

const starter = (
  name: string,
  problems: (env: Record<string, string | undefined>) => string[],
): AppStarter => ({
  name,
  configure(env) {
    const found = problems(env);
    if (found.length) throw new ProblemsError(found);
    return async () => ({ name, close: async () => undefined });
  },
});

describe('planLaunch', () => {
  it('chooses the embedded database by default and keeps the apps in order', () => {
    const plan = planLaunch([starter('api', () => []), starter('webhook-in', () => [])], {
      DATA_DIR: '/tmp/x',
    });
    // No SECRETS_KEY: the key is generated once into DATA_DIR (docs/operations.md "Secrets at rest").
    expect(plan.database).toEqual({ kind: 'embedded', dataDir: '/tmp/x', secrets: { kind: 'data-dir' } });
    expect(plan.apps.map((app) => app.name)).toEqual(['api', 'webhook-in']);
  });

  it('lists every problem of every app and of the database at once, shared ones once', () => {
    const shared = (env: Record<string, string | undefined>) =>
      env['LOG_LEVEL'] === 'loud' ? ['LOG_LEVEL must be one of …'] : [];
    const apps = [
      starter('api', (env) => [...shared(env), 'API_PORT must be an integer']),
      starter('webhook-in', shared),
    ];
    let error: unknown;
    try {
      planLaunch(apps, { LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(LaunchConfigError);
    expect((error as LaunchConfigError).problems).toEqual([
      'DATABASE_URL must be a postgres:// or postgresql:// URL',
      'LOG_LEVEL must be one of …',
      'API_PORT must be an integer',
    ]);
    expect((error as Error).message).toBe(
      'invalid environment:\n  DATABASE_URL must be a postgres:// or postgresql:// URL\n' +
        '  LOG_LEVEL must be one of …\n  API_PORT must be an integer',
    );
  });

  it('reads DATABASE_POOL_SIZE once (default 10) and stops the start on a bad value', () => {
    const url = 'postgres://db.example.com/deals';
    const secrets = { kind: 'development' }; // no SECRETS_KEY on a server outside production
    expect(planLaunch([], { DATABASE_URL: url }).database).toEqual({
      kind: 'server',
      url,
      poolSize: 10,
      secrets,
    });
    expect(planLaunch([], { DATABASE_URL: url, DATABASE_POOL_SIZE: '25' }).database).toEqual({
      kind: 'server',
      url,
      poolSize: 25,
      secrets,
    });
    for (const value of ['0', '101', 'ten', '2.5']) {
      expect(() => planLaunch([], { DATABASE_URL: url, DATABASE_POOL_SIZE: value })).toThrow(
        `invalid environment:\n  DATABASE_POOL_SIZE must be an integer from 1 to 100, got "${value}"`,
      );
    }
    // The embedded database keeps its one connection, but a bad value still stops the start.
    expect(() => planLaunch([], { DATABASE_POOL_SIZE: '0' })).toThrow(LaunchConfigError);
  });

  it('migrates on start unless MIGRATE_ON_START is false, and refuses any other value', () => {
    const apps = [starter('api', () => [])];
    expect(planLaunch(apps, {}).migrateOnStart).toBe(true);
    expect(planLaunch(apps, { MIGRATE_ON_START: 'false' }).migrateOnStart).toBe(false);
    expect(() => planLaunch(apps, { MIGRATE_ON_START: 'later' })).toThrow(
      'invalid environment:\n  MIGRATE_ON_START must be true or false, got "later"',
    );
  });
});
