import type { Database } from '@deal/persistence';
import type { TestSmtpServer } from '../../libs/node-adapters/src/testing/test-smtp-server';
import { APP_URL, startEmailApps, type EmailApps } from './testing/email-apps.fixture';
import { aWebPerson, WebClient } from '../../apps/web/src/testing/web-client';

/**
 * SIGN_UP=open (docs/accounts.md "Open sign-up"), over real HTTP and SMTP: the account exists only
 * once the emailed link is followed; an email with an account gets a notice, and the page answers
 * the same either way.
 */
let database: Database;
let smtp: TestSmtpServer;
let apps: EmailApps | undefined;
let apiUrl: string;

beforeAll(async () => {
  apps = await startEmailApps({ SIGN_UP: 'open' });
  ({ database, smtp, apiUrl } = apps);
}, 60_000);

afterAll(async () => {
  await apps?.close();
});

const emailsTo = (address: string) => smtp.received.filter((email) => email.to.includes(address));

async function waitForEmailTo(address: string) {
  for (let waited = 0; waited < 10_000; waited += 50) {
    const [email] = emailsTo(address);
    if (email) return email;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no email to ${address}`);
}

it('signs up, verifies the email from the link, and only then signs in', async () => {
  const browser = new WebClient(apiUrl);
  expect((await browser.get('/sign-in')).html).toContain('href="/sign-up"');
  await browser.get('/sign-up');
  const bad = await browser.post('/sign-up', { email: 'not an email', name: '', password: 'short' });
  expect(bad.status).toBe(400);
  for (const field of ['email', 'name', 'password']) expect(bad.html).toContain(`id="${field}-error"`);
  const asked = await browser.post('/sign-up', {
    email: 'Lin@Example.test',
    name: 'Lin Open',
    password: 'open sesame door',
  });
  expect(asked.status).toBe(200);
  expect(asked.html).toContain('Check your email');

  const email = await waitForEmailTo('lin@example.test');
  expect(email.subject).toBe('Confirm your email for Deal Pricing Service');
  const link = email.links[0] ?? '';
  expect(link).toMatch(/^http:\/\/app\.example\.test\/sign-up\/verify\/sgn_[^/]+\/[0-9A-Za-z]{43}$/);
  expect(await database.dataSource.query(`SELECT id FROM users WHERE email = 'lin@example.test'`)).toEqual(
    [],
  );
  const early = new WebClient(apiUrl);
  await early.get('/sign-in');
  expect(
    (await early.post('/sign-in', { email: 'lin@example.test', password: 'open sesame door' })).status,
  ).toBe(401);

  const path = new URL(link).pathname;
  const confirmPage = await browser.get(path);
  expect(confirmPage.status).toBe(200);
  expect(await database.dataSource.query(`SELECT id FROM users WHERE email = 'lin@example.test'`)).toEqual(
    [],
  );
  const confirmed = await browser.post(path);
  expect(confirmed).toMatchObject({ status: 303, location: '/' });
  expect(browser.cookie('dps_session')).toBeDefined();
  expect((await browser.get('/spaces')).status).toBe(200);
  expect((await new WebClient(apiUrl).get(path)).status).toBe(404); // used up
  const later = await WebClient.signedIn(apiUrl, 'lin@example.test', 'open sesame door');
  expect(later.cookie('dps_session')).toBeDefined();
});

it('answers the same for an email with an account, which gets a notice and no new account', async () => {
  const existing = await aWebPerson(database, 'Has Account');
  const browser = new WebClient(apiUrl);
  await browser.get('/sign-up');
  const asked = await browser.post('/sign-up', {
    email: existing.email,
    name: 'Impostor',
    password: 'long enough pw',
  });
  expect(asked.status).toBe(200);
  expect(asked.html).toContain('Check your email');
  const notice = await waitForEmailTo(existing.email);
  expect(notice.subject).toBe('You already have an account on Deal Pricing Service');
  expect(notice.links).toEqual([`${APP_URL}/sign-in`]);
  const [user] = await database.dataSource.query(`SELECT name FROM users WHERE email = $1`, [existing.email]);
  expect(user).toEqual({ name: 'Has Account' });
});
