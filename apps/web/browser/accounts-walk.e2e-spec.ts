import type { Browser, Page } from 'playwright-core';
import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../libs/persistence/src/testing/test-database';
import {
  startTestSmtpServer,
  type TestSmtpServer,
} from '../../../libs/node-adapters/src/testing/test-smtp-server';
import { runBootstrap } from '../../../tools/bootstrap-command';
import { apiStarter } from '../../api/src/start-api';
import { dispatcherStarter } from '../../webhook-dispatcher/src/start-dispatcher';
import { startTestOidcProvider, type TestOidcProvider } from '../src/testing/test-oidc-provider';
import { browserAvailable, launchChromium } from './chromium';
import { loopbackAppUrl, signIn, startComposedApps, type ComposedApps } from './browser-fixture';
import { pageProblems, screenshot, watchForErrors, WIDE_WINDOW } from './page-checks';

/**
 * Issue 24's whole path in headless Chromium (docs/accounts.md): an owner invites ada@example.test,
 * the email arrives at a real SMTP server on loopback, Ada opens its link, chooses a password and
 * lands in the space; she forgets the password and sets a new one from a second email; then she
 * signs in with single sign-on at a real OpenID provider (`oidc-provider`) on loopback, through its
 * own login and consent pages. The api and the dispatcher run as `npm start` composes them.
 */
const run = browserAvailable() ? describe : describe.skip;
jest.setTimeout(60_000);
const OWNER_PASSWORD = 'correct horse battery';

run('accounts in a browser: invitation, password reset, single sign-on', () => {
  let database: Database;
  let smtp: TestSmtpServer;
  let provider: TestOidcProvider;
  let apps: ComposedApps | undefined;
  let browser: Browser;
  let appUrl: string;
  let spaceId: string;
  let ownerEmail: string;
  const errors: string[] = [];
  const problems: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    const made = await runBootstrap(database, {
      name: 'Grace Owner',
      space: 'Analytical Agency',
      password: OWNER_PASSWORD,
    });
    ownerEmail = made.user.email;
    spaceId = made.space.id;
    smtp = await startTestSmtpServer();
    appUrl = await loopbackAppUrl();
    provider = await startTestOidcProvider({
      redirectUris: [`${appUrl}/sign-in/oidc/callback`],
      name: 'Local Workspace',
      accounts: { ada: { email: 'Ada@Example.test', email_verified: true, name: 'Ada Lovelace' } },
    });
    apps = await startComposedApps(database, [apiStarter, dispatcherStarter], appUrl, {
      SMTP_URL: smtp.url,
      DISPATCHER_POLL_INTERVAL_MS: '100',
      ...provider.env,
    });
    browser = await launchChromium();
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await apps?.close();
    await provider?.close();
    await smtp?.close();
    await database?.close();
  });

  /** A fresh browser (its own cookies) whose console errors on this site are collected. */
  async function newBrowserPage(): Promise<Page> {
    const context = await browser.newContext({ viewport: WIDE_WINDOW });
    const page = await context.newPage();
    const seen = watchForErrors(page);
    page.on('close', () => errors.push(...seen.filter((error) => error.startsWith(appUrl))));
    return page;
  }

  async function check(page: Page): Promise<void> {
    problems.push(...(await pageProblems(page)).map((problem) => `${page.url()}: ${problem}`));
  }

  /** The links of the emails to Ada, in order, waiting for the `count`-th to arrive. */
  async function adasEmail(count: number) {
    const adas = () => smtp.received.filter((email) => email.to.includes('ada@example.test'));
    for (let waited = 0; adas().length < count && waited < 10_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const email = adas()[count - 1];
    if (!email) throw new Error(`email ${count} to Ada did not arrive`);
    return email;
  }

  it('the owner invites ada@example.test; Ada opens the emailed link, sets a password and lands in the space', async () => {
    const owner = await newBrowserPage();
    await signIn(owner, appUrl, ownerEmail, OWNER_PASSWORD);
    await owner.waitForURL(`${appUrl}/${spaceId}/deals`);
    await owner.goto(`${appUrl}/${spaceId}/settings`);
    await owner.locator('#email').fill('ada@example.test');
    await owner.locator('#role').selectOption('member');
    await owner.getByRole('button', { name: 'Send invitation' }).click();
    await owner.waitForURL(/\?done=invited$/);
    await owner.context().close();

    const invitation = await adasEmail(1);
    expect(invitation.subject).toBe('Grace Owner invited you to Analytical Agency on Deal Pricing Service');
    const link = invitation.links[0] ?? '';
    expect(link.startsWith(`${appUrl}/join/`)).toBe(true);
    const ada = await newBrowserPage();
    await ada.goto(link);
    await check(ada);
    expect(await ada.getByRole('link', { name: 'Sign in with Local Workspace' }).count()).toBe(1);
    await ada.getByLabel('Your name').fill('Ada Lovelace');
    await ada.getByLabel('Password').fill('analytical engine');
    await ada.getByRole('button', { name: 'Create account and join' }).click();
    await ada.waitForURL(`${appUrl}/${spaceId}/deals`);
    expect(await ada.locator('h1').textContent()).toBe('Deals in Analytical Agency');
    await ada.context().close();
  });

  it('Ada forgets her password and sets a new one from a second email', async () => {
    const ada = await newBrowserPage();
    await ada.goto(`${appUrl}/sign-in`);
    await ada.getByRole('link', { name: 'Forgot your password?' }).click();
    await check(ada);
    await ada.getByLabel('Email').fill('ada@example.test');
    await ada.getByRole('button', { name: 'Send me a link' }).click();
    await ada.getByRole('heading', { name: 'Check your email' }).waitFor();
    const reset = await adasEmail(2);
    expect(reset.subject).toBe('Reset your password on Deal Pricing Service');
    const link = reset.links[0] ?? '';
    expect(link.startsWith(`${appUrl}/reset-password/`)).toBe(true);
    await ada.goto(link);
    await check(ada);
    await ada.getByLabel('New password').fill('difference engine');
    await ada.getByRole('button', { name: 'Set password' }).click();
    await ada.waitForURL(`${appUrl}/sign-in?notice=password-reset`);
    await ada.getByLabel('Email').fill('ada@example.test');
    await ada.getByLabel('Password').fill('difference engine');
    await ada.getByRole('button', { name: 'Sign in', exact: true }).click();
    await ada.waitForURL(`${appUrl}/${spaceId}/deals`);
    await ada.context().close();
  });

  it('Ada signs in with single sign-on at the local OpenID provider and lands in the space', async () => {
    const ada = await newBrowserPage();
    await ada.goto(`${appUrl}/sign-in`);
    await check(ada);
    await screenshot(ada, 'sign-in-sso');
    await ada.getByRole('link', { name: 'Sign in with Local Workspace' }).click();
    // The provider's own pages: its development login (any password), then its consent.
    await ada.waitForURL(`${provider.issuer}/interaction/**`);
    await ada.locator('input[name="login"]').fill('ada');
    await ada.locator('input[name="password"]').fill('whatever the provider asks');
    await ada.getByRole('button', { name: 'Sign-in' }).click();
    await ada.getByRole('button', { name: 'Continue' }).click();
    await ada.waitForURL(`${appUrl}/${spaceId}/deals`);
    expect(await ada.locator('h1').textContent()).toBe('Deals in Analytical Agency');
    const cookies = await ada.context().cookies(appUrl);
    expect(cookies.find((cookie) => cookie.name === 'dps_session')).toMatchObject({ httpOnly: true });
    expect(cookies.find((cookie) => cookie.name.startsWith('dps_sso_'))).toBeUndefined();
    const [{ count }] = await database.dataSource.query(
      `SELECT count(*)::int AS count FROM users WHERE email = 'ada@example.test'`,
    );
    expect(count).toBe(1);
    await ada.context().close();
  });

  it('had no console errors and no page problems on the way', () => {
    expect(errors).toEqual([]);
    expect(problems).toEqual([]);
  });
});
