import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../libs/persistence/src/testing/test-database';
import {
  startTestSmtpServer,
  type TestSmtpServer,
} from '../../../libs/node-adapters/src/testing/test-smtp-server';
import { planLaunch, type RunningApp } from '../../start-all/app-starter';
// The account pages are served by the api's process, their emails sent by the dispatcher: composed
// as `npm start` does.
import { apiStarter } from '../../../apps/api/src/start-api';
import { dispatcherStarter } from '../../../apps/webhook-dispatcher/src/start-dispatcher';

/** Where the emailed links point: its host is the test's api (`pathOf` a link). */
export const APP_URL = 'http://app.example.test';

export interface EmailApps {
  readonly database: Database;
  /** The SMTP server on 127.0.0.1 the dispatcher delivers to. */
  readonly smtp: TestSmtpServer;
  readonly apiUrl: string;
  close(): Promise<void>;
}

/**
 * A migrated database (embedded, or DATABASE_URL), a real SMTP server on loopback, and the api and
 * the dispatcher started on it with `env` on top of the email settings (docs/accounts.md).
 */
export async function startEmailApps(env: Record<string, string> = {}): Promise<EmailApps> {
  const database = await openTestDatabase();
  const smtp = await startTestSmtpServer();
  const apps: RunningApp[] = [];
  const plan = planLaunch([apiStarter, dispatcherStarter], {
    API_PORT: '0',
    DISPATCHER_PORT: '0',
    API_METRICS_PORT: '0',
    LOG_LEVEL: 'silent',
    APP_URL,
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Deal Pricing <no-reply@example.test>',
    DISPATCHER_POLL_INTERVAL_MS: '100',
    ...env,
  });
  for (const app of plan.apps) apps.push(await app.start(database));
  return {
    database,
    smtp,
    apiUrl: apps.find((app) => app.name === 'api')?.url ?? '',
    close: async () => {
      for (const app of apps.reverse()) await app.close();
      await smtp.close();
      await database.close();
    },
  };
}
