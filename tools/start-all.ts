import { openAppDatabase, type Database } from '@deal/persistence';
import { JsonLogger, exitOnSignals, LOG_LEVELS, type LogLevel } from '@deal/nest-kit';
// The one-process launcher is where the apps are composed, so it alone imports them (CONTRACT §1).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { apiStarter } from '../apps/api/src/start-api';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { webhookInStarter } from '../apps/webhook-in/src/start-webhook-in';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { dispatcherStarter } from '../apps/webhook-dispatcher/src/start-dispatcher';
import { planLaunch, type AppStarter, type Env, type RunningApp } from './start-all/app-starter';
import { createDemoWorkspaceIfFirstStart, demoBanner } from './start-all/demo-workspace';

/** The apps `npm start` runs in this one process, in start order. */
const APPS: readonly AppStarter[] = [apiStarter, webhookInStarter, dispatcherStarter];

/**
 * `npm start` (CONTRACT §1): checks the whole environment, opens ONE database (migrated unless MIGRATE_ON_START=false) shared by
 * every app, creates the demo workspace on the first start of an empty embedded database, starts
 * the apps, and on SIGINT/SIGTERM closes the apps (last started first), then the database.
 */
async function main(env: Env): Promise<void> {
  const plan = planLaunch(APPS, env);
  const logger = new JsonLogger(logLevelOf(env));
  const open: { database?: Database; apps: RunningApp[] } = { apps: [] };
  let closing: Promise<void> | undefined;
  const closeAll = () =>
    (closing ??= (async () => {
      for (const app of [...open.apps].reverse()) await app.close();
      await open.database?.close();
    })());

  const startup = (async () => {
    open.database = await openAppDatabase(plan.database, plan);
    const demo = await createDemoWorkspaceIfFirstStart(open.database);
    try {
      for (const app of plan.apps) open.apps.push(await app.start(open.database));
    } finally {
      // Printed once the apps are up (below their start-up logs), or before a start-up error:
      // the tokens exist either way and are never shown again.
      const api = open.apps.find((app) => app.name === 'api');
      if (demo) process.stdout.write(demoBanner(demo, api?.url));
    }
    // Each app said where it listens; the launcher's own summary is detail (docs/operations.md "Logs").
    logger.entry('debug', 'started', {
      apps: open.apps.map((app) => app.name),
      database: plan.database.kind,
    });
  })();

  exitOnSignals({
    stop: async () => {
      await startup.catch(() => undefined);
      await closeAll();
    },
    report: (level, msg, fields) => logger.entry(level, msg, fields),
  });
  try {
    await startup;
  } catch (error) {
    await closeAll().catch(() => undefined);
    throw error;
  }
}

function logLevelOf(env: Env): LogLevel {
  const level = env['LOG_LEVEL']?.trim() || 'info';
  return (LOG_LEVELS as readonly string[]).includes(level) ? (level as LogLevel) : 'info';
}

main(process.env).catch((error: Error & { problems?: unknown }) => {
  const message = Array.isArray(error.problems) ? error.message : `start failed: ${error.message}`;
  process.stderr.write(`${message}\n`);
  process.exit(1);
});
