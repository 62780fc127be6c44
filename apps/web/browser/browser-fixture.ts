import type { Browser, Page } from 'playwright-core';
import type { Database } from '@deal/persistence';
import { freePort } from '../../../tools/bench/child-server';
import { planLaunch, type AppStarter, type Env, type RunningApp } from '../../../tools/start-all/app-starter';
import { launchChromium } from './chromium';
import { watchForErrors, WIDE_WINDOW } from './page-checks';

/**
 * An address on loopback for the web application, chosen before it starts: the application must
 * know its own URL (`APP_URL`, in emailed links and webhook payloads), and a test OpenID provider
 * must know the callback on it.
 */
export async function loopbackAppUrl(): Promise<string> {
  return `http://127.0.0.1:${await freePort()}`;
}

/** The apps of a walk, started on one database; `close` stops them, the last started first. */
export interface ComposedApps {
  close(): Promise<void>;
}

/**
 * Starts `starters` as `npm start` composes them, the api (and with it the web application)
 * answering on `appUrl`, every other listener on a port of its own choosing, logs silent. `env`
 * adds what a walk needs (SMTP, a provider, a faster dispatcher). An app that fails to start stops
 * the ones started before it.
 */
export async function startComposedApps(
  database: Database,
  starters: readonly AppStarter[],
  appUrl: string,
  env: Env = {},
): Promise<ComposedApps> {
  const plan = planLaunch(starters, {
    API_PORT: new URL(appUrl).port,
    API_METRICS_PORT: '0',
    WEBHOOK_IN_PORT: '0',
    WEBHOOK_IN_METRICS_PORT: '0',
    DISPATCHER_PORT: '0',
    LOG_LEVEL: 'silent',
    APP_URL: appUrl,
    ...env,
  });
  const running: RunningApp[] = [];
  const close = async () => {
    for (const app of running.reverse()) await app.close();
    running.length = 0;
  };
  try {
    for (const app of plan.apps) running.push(await app.start(database));
  } catch (error) {
    await close();
    throw error;
  }
  return { close };
}

/** Headless Chromium with one page in the wide window; its console errors are collected in `errors`. */
export interface BrowserTab {
  readonly browser: Browser;
  readonly page: Page;
  readonly errors: string[];
}

/** Opens Chromium on one page that accepts the "are you sure?" confirmations (app.js) by itself. */
export async function openBrowserTab(): Promise<BrowserTab> {
  const browser = await launchChromium();
  const context = await browser.newContext({ viewport: WIDE_WINDOW });
  context.on('dialog', (dialog) => void dialog.accept());
  const page = await context.newPage();
  return { browser, page, errors: watchForErrors(page) };
}

/** Fills and sends the sign-in form at `appUrl`; the caller waits for where it should land. */
export async function signIn(page: Page, appUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${appUrl}/sign-in`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}
