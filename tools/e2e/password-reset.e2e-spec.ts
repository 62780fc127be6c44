import { createHash } from 'node:crypto';
import { startTestApi, testConfig } from '../../apps/api/src/testing/api-test-app';
import type { Database } from '@deal/persistence';
import type { TestSmtpServer } from '../../libs/node-adapters/src/testing/test-smtp-server';
import { startEmailApps, type EmailApps } from './testing/email-apps.fixture';
import { aWebPerson, TEST_PASSWORD, WebClient } from '../../apps/web/src/testing/web-client';

/**
 * "Forgot password" (docs/accounts.md "Password reset"), over real HTTP and SMTP: the same answer
 * whether or not the email has an account, a link that works once, a new password that signs the
 * person out of every browser and leaves their API tokens alone, and the limits per address and
 * per email. PGlite, or DATABASE_URL.
 */
let database: Database;
let smtp: TestSmtpServer;
let apps: EmailApps | undefined;
let apiUrl: string;
const NEW_PASSWORD = 'a brand new passphrase';

beforeAll(async () => {
  apps = await startEmailApps({
    // Every request here comes from 127.0.0.1; the limits have a test of their own below.
    SIGN_IN_RATE_LIMIT: '1000',
  });
  ({ database, smtp, apiUrl } = apps);
}, 60_000);

afterAll(async () => {
  await apps?.close();
});

const emailsTo = (address: string) => smtp.received.filter((email) => email.to.includes(address));

async function waitForEmails(address: string, count: number) {
  for (let waited = 0; waited < 10_000; waited += 50) {
    const emails = emailsTo(address);
    if (emails.length >= count) return emails;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`fewer than ${count} emails to ${address}`);
}

/** Asks for a reset link on the forgot-password page; answers the page's response. */
async function forgot(email: string, browser = new WebClient(apiUrl)) {
  await browser.get('/forgot-password');
  return browser.post('/forgot-password', { email });
}

it('sends a single-use link, for an hour, that sets a new password and signs out every browser', async () => {
  const person = await aWebPerson(database, 'Forgetful Person');
  const laptop = await WebClient.signedIn(apiUrl, person.email);
  const phone = await WebClient.signedIn(apiUrl, person.email);
  const signIn = await new WebClient(apiUrl).get('/sign-in');
  expect(signIn.html).toContain('<a href="/forgot-password">Forgot your password?</a>');

  const asked = await forgot(person.email.toUpperCase());
  expect(asked.status).toBe(200);
  expect(asked.html).toContain('Check your email');
  const [email] = await waitForEmails(person.email, 1);
  expect(email?.subject).toBe('Reset your password on Deal Pricing Service');
  expect(email?.html).toContain('Choose a new password');
  const link = email?.links[0] ?? '';
  const match = /^http:\/\/app\.example\.test\/reset-password\/(pwr_[^/]+)\/([0-9A-Za-z]{43})$/.exec(link);
  expect(match).not.toBeNull();
  const [, id, token] = match as unknown as [string, string, string];
  const [row] = await database.dataSource.query(
    `SELECT token_hash, expires_at - created_at AS lifetime FROM password_resets WHERE id = $1`,
    [id],
  );
  expect(row.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
  expect(JSON.stringify(row.lifetime)).toMatch(/01:00:00|"hours":1/);

  const path = new URL(link).pathname;
  const browser = new WebClient(apiUrl);
  const form = await browser.get(path);
  expect(form.status).toBe(200);
  expect(form.html).toContain('<label for="password">New password</label>');
  expect(form.html).toContain(person.email);

  const bad = await browser.post(path, { password: 'short' });
  expect(bad.status).toBe(400);
  expect(bad.html).toContain('<p class="error" id="password-error">must be at least 8 characters</p>');
  expect((await laptop.get('/spaces')).status).toBe(200); // nothing written: still signed in
  expect((await browser.get(path)).status).toBe(200); // and the link still works

  const set = await browser.post(path, { password: NEW_PASSWORD });
  expect(set).toMatchObject({ status: 303, location: '/sign-in?notice=password-reset' });
  expect((await browser.get('/sign-in?notice=password-reset')).html).toContain(
    'every browser was signed out',
  );
  expect((await laptop.get('/spaces')).status).toBe(303);
  expect((await phone.get('/spaces')).status).toBe(303);
  const api = await fetch(`${apiUrl}/v1/spaces`, { headers: { authorization: `Bearer ${person.rw}` } });
  expect(api.status).toBe(200); // API tokens are not revoked

  const reused = new WebClient(apiUrl);
  expect((await reused.get(path)).status).toBe(404);
  const again = await browser.post(path, { password: 'yet another passphrase' });
  expect(again.status).toBe(404);
  expect(again.html).toContain('This link does not work');
  await expect(WebClient.signedIn(apiUrl, person.email)).rejects.toThrow('sign-in failed: 401');
  await WebClient.signedIn(apiUrl, person.email, NEW_PASSWORD);
});

it('answers the same for an email without an account, and sends it nothing', async () => {
  const unknown = await forgot('nobody.here@example.test');
  const person = await aWebPerson(database, 'Known Person');
  const known = await forgot(person.email);
  expect(unknown.status).toBe(known.status);
  const normalise = (html: string) =>
    html.replace(/[\w.+-]+@example\.test/g, 'EMAIL').replace(/value="[^"]*"/g, '');
  expect(normalise(unknown.html)).toBe(normalise(known.html));
  await waitForEmails(person.email, 1);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(emailsTo('nobody.here@example.test')).toEqual([]);
  const rows = await database.dataSource.query(`SELECT kind FROM email_outbox WHERE recipient = $1`, [
    'nobody.here@example.test',
  ]);
  expect(rows).toEqual([]);
});

it('uses up every open link of the person once one of them sets the password', async () => {
  const person = await aWebPerson(database, 'Two Links');
  await forgot(person.email);
  await forgot(person.email);
  const [first, second] = await waitForEmails(person.email, 2);
  const firstPath = new URL(first?.links[0] ?? '').pathname;
  const secondPath = new URL(second?.links[0] ?? '').pathname;
  const browser = new WebClient(apiUrl);
  await browser.get(secondPath);
  expect((await browser.post(secondPath, { password: NEW_PASSWORD })).status).toBe(303);
  expect((await browser.get(firstPath)).status).toBe(404);
});

it('refuses a link that opens nothing with one 404 page, and a POST without the form’s CSRF token', async () => {
  const person = await aWebPerson(database, 'Csrf Reset');
  await forgot(person.email);
  const [email] = await waitForEmails(person.email, 1);
  const path = new URL(email?.links[0] ?? '').pathname;
  const [, , id, token] = path.split('/');
  const browser = new WebClient(apiUrl);
  for (const wrong of [
    `/reset-password/${id}/${'A'.repeat(43)}`,
    `/reset-password/${id}/${token}x`,
    `/reset-password/pwr_nowhere/${token}`,
    `/reset-password/${id}/short`,
  ]) {
    const answer = await browser.get(wrong);
    expect(answer.status).toBe(404);
    expect(answer.html).toContain('This link does not work');
  }
  const cookieless = await new WebClient(apiUrl).post(path, { password: NEW_PASSWORD });
  expect(cookieless.status).toBe(403);
  await browser.get(path);
  expect((await browser.post(path, { _csrf: 'f'.repeat(64), password: NEW_PASSWORD })).status).toBe(403);
  expect((await browser.post(path, { password: NEW_PASSWORD }, { origin: 'https://evil.test' })).status).toBe(
    403,
  );
  const noToken = await new WebClient(apiUrl).post('/forgot-password', { email: person.email });
  expect(noToken.status).toBe(403);
  await WebClient.signedIn(apiUrl, person.email, TEST_PASSWORD); // nothing was changed
});

it('names a malformed email on the form again', async () => {
  const answer = await forgot('not an email');
  expect(answer.status).toBe(400);
  expect(answer.html).toContain('<p class="error" id="email-error">must be an email address</p>');
  expect(answer.html).toContain('value="not an email"');
});

it('limits requests per client address and per email: 429 with Retry-After', async () => {
  const limited = await startTestApi(
    database,
    testConfig({ signInRateLimit: { limit: 3, windowSeconds: 300 }, trustProxy: ['loopback'] }),
  );
  try {
    const from = (address: string) => new WebClient(limited.url, { 'x-forwarded-for': address });
    const statuses: number[] = [];
    const oneAddress = from('198.51.100.1');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      statuses.push((await forgot(`someone${attempt}@example.test`, oneAddress)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);

    const perEmail: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      perEmail.push((await forgot('target@example.test', from(`203.0.113.${attempt + 1}`))).status);
    }
    expect(perEmail).toEqual([200, 200, 200, 429, 429]);
    const blocked = await forgot('target@example.test', from('203.0.113.99'));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.html).toContain('Too many attempts');
    expect((await forgot('other@example.test', from('203.0.113.99'))).status).toBe(200);
  } finally {
    await limited.close();
  }
});
