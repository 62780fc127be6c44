import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../libs/persistence/src/testing/test-database';
import {
  startWebhookReceiver,
  type ReceivedWebhook,
  type WebhookReceiver,
} from '../../../libs/node-adapters/src/testing/webhook-receiver';
import {
  startTestSmtpServer,
  type TestSmtpServer,
} from '../../../libs/node-adapters/src/testing/test-smtp-server';
import { runBootstrap } from '../../../tools/bootstrap-command';
import { apiStarter } from '../../api/src/start-api';
import { webhookInStarter } from '../../webhook-in/src/start-webhook-in';
import { dispatcherStarter } from '../../webhook-dispatcher/src/start-dispatcher';
import { runCliForTest } from '../../cli/src/testing/run-cli';
import { join as joinSpace } from '../../api/src/members/testing/team.fixture';
import { browserAvailable } from './chromium';
import {
  loopbackAppUrl,
  openBrowserTab,
  signIn,
  startComposedApps,
  type ComposedApps,
} from './browser-fixture';
import {
  NARROW_WINDOW,
  pageProblems,
  problemsWideAndNarrow,
  SCREENSHOT_DIR,
  screenshot,
  tabTo,
  watchForErrors,
} from './page-checks';

/**
 * The web application in headless Chromium, against the three apps composed as `npm start`
 * composes them, on 127.0.0.1: a newcomer's path through the approval gate, plus keys, tokens and
 * a CLI device login; then a space of one's own with an invited colleague and a newcomer who joins
 * from the emailed invitation link (a real SMTP server on loopback), a deal and a phase edited
 * on the deal page, and the signed deliveries those edits cause verified by a receiver with the
 * `standardwebhooks` package. Every main page is checked for console errors, unlabelled controls and
 * sideways scrolling, and saved as a screenshot (docs/screenshots, shown in the README).
 */
const run = browserAvailable() ? describe : describe.skip;
jest.setTimeout(60_000);
const PASSWORD = 'correct horse battery';

run('the web application in a browser', () => {
  let database: Database;
  let apps: ComposedApps | undefined;
  let receiver: WebhookReceiver;
  let smtp: TestSmtpServer;
  let browser: Browser;
  let page: Page;
  let appUrl: string;
  let spaceId: string;
  /** The space the owner creates on the New space page. */
  let launchSpaceId = '';
  let owner: { email: string; id: string };
  let member: { email: string; id: string };
  let pageErrors: string[] = [];
  const errors: string[] = [];
  const problems: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    const made = await runBootstrap(database, { name: 'Ada Owner', space: 'Acme Media', password: PASSWORD });
    owner = made.user;
    spaceId = made.space.id;
    const other = await runBootstrap(database, { name: 'Max Member', password: PASSWORD });
    member = other.user;
    await joinSpace(
      database,
      spaceId,
      { ...other.user, ownSpaceId: other.space.id, rw: '', read: '' },
      'member',
    );
    receiver = await startWebhookReceiver();
    smtp = await startTestSmtpServer();
    appUrl = await loopbackAppUrl();
    apps = await startComposedApps(database, [apiStarter, webhookInStarter, dispatcherStarter], appUrl, {
      SMTP_URL: smtp.url,
      DISPATCHER_POLL_INTERVAL_MS: '100',
    });
    ({ browser, page, errors: pageErrors } = await openBrowserTab());
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await apps?.close();
    await receiver?.close();
    await smtp?.close();
    await database?.close();
  });

  /** Opens a page, checks the rules every page keeps, and saves its screenshot when named. */
  async function visit(path: string, shot?: string): Promise<void> {
    await page.goto(path.startsWith('http') ? path : `${appUrl}${path}`);
    await checkPage(shot);
  }

  /** The page's rules in a wide and in a phone-sized window; the screenshot is the wide one. */
  async function checkPage(shot?: string): Promise<void> {
    problems.push(...(await problemsWideAndNarrow(page)));
    if (shot) await screenshot(page, shot);
  }

  it('signs in with the keyboard alone, and lands on the deals of the only space', async () => {
    await visit('/sign-in', 'sign-in');
    await page.keyboard.type(owner.email); // the email field has focus on arrival
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${appUrl}/${spaceId}/deals`);
    expect(await page.locator('h1').textContent()).toBe('Deals in Acme Media');
    await checkPage();
  });

  it('creates an automation that notifies the auditor, and Send test reaches the receiver', async () => {
    await visit(`/${spaceId}/settings/workflow/automations`);
    await page.getByRole('link', { name: 'New automation' }).click();
    await checkPage();
    await page.getByLabel('Name').first().fill('Ask the auditor');
    await page.getByLabel('Trigger').selectOption('deal_updated');
    await page.locator('#c0_field').selectOption('status');
    await page.locator('#c0_op').selectOption('changed');
    await page.getByLabel('Endpoint URL').first().fill(`${receiver.url}/audit`);
    await page.getByRole('button', { name: 'Create automation' }).click();
    await page.getByText('will not be shown again').first().waitFor();
    await page.getByRole('button', { name: 'Send test' }).click();
    await page
      .getByText(/\d+ ms/)
      .first()
      .waitFor();
    await checkPage('automation-send-test');
    expect(receiver.received.some((request) => request.path === '/audit')).toBe(true);
    await page.getByRole('link', { name: 'Delivery log' }).click();
    await checkPage('delivery-log');
    await visit(`/${spaceId}/settings/workflow/automations`, 'automations');
  });

  it('creates a deal, requests approval, and the outbound payload’s link opens the read-only deal', async () => {
    await visit(`/${spaceId}/deals/new`, 'new-deal');
    await page.getByLabel('Name').fill('Spring campaign');
    await page.getByLabel('Start').fill('2027-03-03');
    await page.getByRole('button', { name: 'Create deal' }).click();
    await page.waitForURL(/\/deals\/deal_/);
    const before = receiver.received.length;
    // With the keyboard: Tab from the top of the page to the button, then Enter.
    await tabTo(page, 'Request approval');
    await page.keyboard.press('Enter');
    await page.getByText('read-only').first().waitFor();
    await receiver.waitFor(before + 1, 10_000);
    const payload = JSON.parse(receiver.received.at(-1)?.body ?? '{}') as { deal: { url: string } };
    expect(payload.deal.url).toMatch(new RegExp(`^${appUrl}/${spaceId}/deals/deal_`));
    await visit(payload.deal.url, 'deal');
    expect(await page.locator('body').textContent()).toContain('Pending approval — read-only');
    await page.setViewportSize(NARROW_WINDOW);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'deal-narrow.png'), fullPage: false });
    await visit(`/${spaceId}/deals`, 'deals');
  });

  it('reschedules with a preview of the resolved Monday before saving', async () => {
    await visit(`/${spaceId}/deals/new`);
    await page.getByLabel('Name').fill('Summer campaign');
    await page.getByLabel('Start').fill('2027-06-09');
    await page.getByRole('button', { name: 'Create deal' }).click();
    await page.waitForURL(/\/deals\/deal_/);
    await page.getByLabel('Shift').fill('+2w');
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByText('2027-06-21').first().waitFor();
    await checkPage('reschedule-preview');
    await page.getByRole('button', { name: /Confirm/ }).click();
    await page.getByText('2027-06-21').first().waitFor();
  });

  it('tests a received event against a deal and shows the receipt, writing nothing', async () => {
    await visit(`/${spaceId}/settings/workflow/automations/new`);
    await page.getByLabel('Name').first().fill('Auditor answers');
    await page.getByLabel('Trigger').selectOption('webhook_received');
    await page.locator('#update_status').check();
    await page.getByRole('button', { name: 'Create automation' }).click();
    await page.getByRole('link', { name: 'Incoming webhook' }).click();
    await checkPage('incoming-webhook');
    await visit(page.url().replace(/\/incoming$/, '/test-receive'));
    await page.getByLabel('Payload').fill('{"status": "approved"}');
    await page.getByRole('button', { name: 'Test', exact: true }).click();
    await page.getByRole('heading', { name: 'Receipt' }).waitFor();
    await page.getByRole('cell', { name: '"approved"' }).waitFor(); // status "pending" → "approved"
    expect(await page.getByRole('cell', { name: '"pending"' }).count()).toBe(1);
    await checkPage('test-received-event');
    const [deal] = await database.dataSource.query(
      "SELECT status FROM deals WHERE space_id = $1 AND name = 'Spring campaign'",
      [spaceId],
    );
    expect(deal.status).toBe('pending');
  });

  it('creates and revokes a space API key; a plain member gets the 404 page there', async () => {
    await visit(`/${spaceId}/settings`, 'space-settings');
    await visit(`/${spaceId}/settings/api-keys`);
    await page.getByLabel('Name').fill('Reporting');
    await page.getByRole('button', { name: 'Create API key' }).click();
    const key = await page.locator('#new-key').inputValue();
    expect(key).toMatch(/^svcs_/);
    await checkPage('api-keys');
    const spaces = () => fetch(`${appUrl}/v1/spaces`, { headers: { authorization: `Bearer ${key}` } });
    expect((await spaces()).status).toBe(200);
    await page.getByRole('button', { name: 'Revoke Reporting' }).click();
    await page.getByText('revoked').first().waitFor();
    expect((await spaces()).status).toBe(401);

    const theirs = await browser.newContext();
    const memberPage = await theirs.newPage();
    const seen = watchForErrors(memberPage);
    await signIn(memberPage, appUrl, member.email, PASSWORD);
    await memberPage.waitForURL(`${appUrl}/spaces`);
    const response = await memberPage.goto(`${appUrl}/${spaceId}/settings/api-keys`);
    expect(response?.status()).toBe(404);
    expect(await memberPage.locator('h1').textContent()).toBe('Page not found');
    // Chromium logs every document answered 404; that one was the point of the visit.
    errors.push(...seen.filter((error) => !error.includes('status of 404')));
    await theirs.close();
  });

  it('creates a personal token shown once', async () => {
    await visit('/account/tokens');
    await page.getByLabel('Name').fill('Laptop');
    await page.getByRole('button', { name: /Create/ }).click();
    expect(await page.getByText('will not be shown again').count()).toBeGreaterThan(0);
    await checkPage('account-tokens');
  });

  it('approves a CLI device login on the verification page, and the CLI completes', async () => {
    const configDir = await mkdtemp(join(tmpdir(), 'dps-cli-browser-'));
    try {
      let code = '';
      const login = runCliForTest(['login'], {
        env: { SERVICE_URL: appUrl, SERVICE_CONFIG_DIR: configDir },
        onStdout: (text) => (code = /([A-Z]{4}-[A-Z]{4})/.exec(text)?.[1] ?? code),
        sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      });
      while (!code) await new Promise((resolve) => setTimeout(resolve, 50));
      await visit(`/device?user_code=${code}`, 'device-code');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByText('Approve this device?').waitFor();
      await checkPage('device-approve');
      await page.getByRole('button', { name: 'Approve' }).click();
      const result = await login;
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/logged in/i);
    } finally {
      await rm(configDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('creates a space, and a colleague signs in and accepts the invitation to it', async () => {
    await visit('/spaces/new');
    await page.getByLabel('Name').fill('Launch team');
    await page.getByRole('button', { name: 'Create space' }).click();
    await page.waitForURL(/\/spc_[^/]+\/settings\?done=created$/);
    launchSpaceId = /\/(spc_[^/]+)\/settings/.exec(page.url())?.[1] ?? '';
    await page.locator('#email').fill(member.email);
    await page.locator('#role').selectOption('member');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.waitForURL(/\?done=invited$/);
    await checkPage();

    const theirs = await browser.newContext();
    const memberPage = await theirs.newPage();
    const seen = watchForErrors(memberPage);
    await signIn(memberPage, appUrl, member.email, PASSWORD);
    await memberPage.waitForURL(`${appUrl}/spaces`);
    await memberPage.getByRole('button', { name: 'Accept the invitation to Launch team' }).click();
    await memberPage.waitForURL(`${appUrl}/${launchSpaceId}/deals`);
    expect(await memberPage.locator('h1').textContent()).toBe('Deals in Launch team');
    errors.push(...seen);
    await theirs.close();
    const joined: { role: string }[] = await database.dataSource.query(
      'SELECT role FROM memberships WHERE space_id = $1 AND user_id = $2',
      [launchSpaceId, member.id],
    );
    expect(joined).toEqual([{ role: 'member' }]);
  });

  it('invites ada@example.test; the emailed link lets Ada choose a password and land in the space', async () => {
    await visit(`/${launchSpaceId}/settings`);
    await page.locator('#email').fill('ada@example.test');
    await page.locator('#role').selectOption('member');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.waitForURL(/\?done=invited$/);
    let link = '';
    for (let waited = 0; !link && waited < 10_000; waited += 100) {
      link = smtp.received.find((email) => email.to.includes('ada@example.test'))?.links[0] ?? '';
      if (!link) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(link.startsWith(`${appUrl}/join/`)).toBe(true);

    const hers = await browser.newContext();
    const adaPage = await hers.newPage();
    const seen = watchForErrors(adaPage);
    await adaPage.goto(link);
    problems.push(...(await pageProblems(adaPage)).map((problem) => `${adaPage.url()}: ${problem}`));
    await adaPage.getByLabel('Your name').fill('Ada Lovelace');
    await adaPage.getByLabel('Password').fill('analytical engine');
    await adaPage.getByRole('button', { name: 'Create account and join' }).click();
    await adaPage.waitForURL(`${appUrl}/${launchSpaceId}/deals`);
    expect(await adaPage.locator('h1').textContent()).toBe('Deals in Launch team');
    errors.push(...seen);
    await hers.close();
  });

  it('Ada forgets her password and sets a new one from a second email; every browser of hers is signed out', async () => {
    const adas = () => smtp.received.filter((email) => email.to.includes('ada@example.test'));
    const hers = await browser.newContext();
    const adaPage = await hers.newPage();
    const seen = watchForErrors(adaPage);
    await signIn(adaPage, appUrl, 'ada@example.test', 'analytical engine');
    await adaPage.waitForURL(`${appUrl}/${launchSpaceId}/deals`);
    const stillSignedIn = await browser.newContext(); // her other browser, signed in before the reset
    const other = await stillSignedIn.newPage();
    await signIn(other, appUrl, 'ada@example.test', 'analytical engine');
    await other.waitForURL(`${appUrl}/${launchSpaceId}/deals`);

    await adaPage.getByRole('button', { name: /Sign out/ }).click();
    await adaPage.waitForURL(`${appUrl}/sign-in`);
    await adaPage.getByRole('link', { name: 'Forgot your password?' }).click();
    problems.push(...(await pageProblems(adaPage)).map((problem) => `${adaPage.url()}: ${problem}`));
    await adaPage.getByLabel('Email').fill('ada@example.test');
    await adaPage.getByRole('button', { name: 'Send me a link' }).click();
    await adaPage.getByRole('heading', { name: 'Check your email' }).waitFor();
    let link = '';
    for (let waited = 0; !link && waited < 10_000; waited += 100) {
      link = adas()[1]?.links[0] ?? '';
      if (!link) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(adas()[1]?.subject).toBe('Reset your password on Deal Pricing Service');
    expect(link.startsWith(`${appUrl}/reset-password/`)).toBe(true);

    await adaPage.goto(link);
    problems.push(...(await pageProblems(adaPage)).map((problem) => `${adaPage.url()}: ${problem}`));
    await screenshot(adaPage, 'reset-password');
    await adaPage.getByLabel('New password').fill('difference engine');
    await adaPage.getByRole('button', { name: 'Set password' }).click();
    await adaPage.waitForURL(`${appUrl}/sign-in?notice=password-reset`);
    await other.goto(`${appUrl}/${launchSpaceId}/deals`);
    expect(other.url()).toContain('/sign-in?next=');
    await signIn(adaPage, appUrl, 'ada@example.test', 'difference engine');
    await adaPage.waitForURL(`${appUrl}/${launchSpaceId}/deals`);
    expect(await adaPage.locator('h1').textContent()).toBe('Deals in Launch team');
    errors.push(...seen);
    await stillSignedIn.close();
    await hers.close();
  });

  it('lists the owner’s browsers on the account page, this one marked', async () => {
    await visit('/account', 'account');
    expect(await page.getByText('This browser').count()).toBe(1);
    expect(await page.locator('tbody').textContent()).toContain('Headless Chrome on Linux');
  });

  it('edits a deal and a phase on the deal page; each change is delivered signed, and verifies', async () => {
    // A receiver of the test's own: it answers 204 only to a request whose Standard Webhooks
    // signature verifies, with the package's defaults, under the action's signing secret, which
    // the page shows once.
    let signingSecret = '';
    const verified: ReceivedWebhook[] = [];
    const verifier = await startWebhookReceiver((request, response) => {
      try {
        new Webhook(signingSecret).verify(request.body, request.headers as Record<string, string>);
        verified.push(request);
        response.writeHead(204).end();
      } catch {
        response.writeHead(401).end();
      }
    });
    try {
      await visit(`/${launchSpaceId}/settings/workflow/automations/new`);
      await page.getByLabel('Name').first().fill('Tell the planners');
      await page.getByLabel('Trigger').selectOption('deal_updated');
      await page.getByLabel('Endpoint URL').first().fill(`${verifier.url}/signed`);
      await page.getByRole('button', { name: 'Create automation' }).click();
      signingSecret = await page.locator('input[id^="signing-secret-"]').first().inputValue();
      expect(signingSecret).toMatch(/^whsec_/);

      await visit(`/${launchSpaceId}/deals/new`);
      await page.getByLabel('Name').fill('Launch plan');
      await page.getByLabel('Start').fill('2027-04-05');
      await page.getByRole('button', { name: 'Create deal' }).click();
      await page.waitForURL(/\/deals\/deal_[^/?]+$/);
      const dealUrl = page.url();

      await page.getByText('Name, amounts, dates, account and description').click();
      await page.getByLabel('Price', { exact: true }).fill('25000');
      await page.getByLabel('Win probability (%)').fill('60');
      await checkPage();
      await page.getByRole('button', { name: 'Save deal' }).click();
      await page.getByText('Deal saved.').waitFor();
      expect(await page.locator('body').textContent()).toContain('60%');

      await page.getByText('Add a phase').click();
      await page.locator('#new-phase-name').fill('Design');
      await page.locator('#new-phase-start').fill('2027-04-06');
      await page.locator('#new-phase-end').fill('2027-04-09');
      await page.locator('#new-phase-schedule').selectOption('relative');
      await page.getByRole('button', { name: 'Add phase' }).click();
      await page.getByText('Phase added.').waitFor();

      const design = page.locator('details', { hasText: 'Edit or remove “Design”' });
      await design.locator('summary').click();
      await design.getByLabel('Phase name').fill('Design sprint');
      await design.getByLabel('Phase end').fill('2027-04-16');
      await checkPage('deal-edit');
      await design.getByRole('button', { name: 'Save phase' }).click();
      await page.getByText('Phase saved.').waitFor();
      expect(await page.getByRole('cell', { name: 'Design sprint' }).count()).toBe(1);
      expect(page.url()).toBe(`${dealUrl}?notice=phase-saved`);

      // Three changes, three deliveries to the one Send Webhook action, each signature verified.
      await verifier.waitFor(3, 15_000);
      expect(verifier.received.filter((request) => request.path === '/signed')).toHaveLength(3);
      expect(verified).toHaveLength(3);
      const first = JSON.parse(verified[0]?.body ?? '{}') as { deal: { price: number }; changes: object };
      expect(first.deal.price).toBe(25000);
      expect(first.changes).toMatchObject({ price: null, probability: null });
      for (const request of verified) expect(request.headers['webhook-id']).toMatch(/\S/);
    } finally {
      await verifier.close();
    }
  });

  it('every page kept the rules: no console errors, labelled controls, one h1, no sideways scroll', () => {
    expect([...pageErrors, ...errors]).toEqual([]);
    expect(problems).toEqual([]);
  });
});
