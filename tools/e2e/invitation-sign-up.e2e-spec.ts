import type { Database } from '@deal/persistence';
import type { TestSmtpServer } from '../../libs/node-adapters/src/testing/test-smtp-server';
import { APP_URL, startEmailApps, type EmailApps } from './testing/email-apps.fixture';
import { aWebPerson, WebClient } from '../../apps/web/src/testing/web-client';

/**
 * docs/accounts.md end to end, over real HTTP and real SMTP: an owner invites ada@example.test on
 * the space settings page, the dispatcher delivers the email to an SMTP server on 127.0.0.1, Ada
 * follows its link, chooses her name and password, and is a member of the space, signed in.
 */
let database: Database;
let smtp: TestSmtpServer;
let apps: EmailApps | undefined;
let apiUrl: string;

beforeAll(async () => {
  apps = await startEmailApps();
  ({ database, smtp, apiUrl } = apps);
}, 60_000);

afterAll(async () => {
  await apps?.close();
});

/** The path of a link in an email: APP_URL's host is this test's api. */
const pathOf = (link: string) => {
  expect(link.startsWith(`${APP_URL}/join/`)).toBe(true);
  return new URL(link).pathname;
};

async function inviteOnSettingsPage(email: string, role = 'member') {
  const owner = await aWebPerson(database, 'Grace Owner');
  const browser = await WebClient.signedIn(apiUrl, owner.email);
  await browser.get(`/${owner.ownSpaceId}/settings`);
  const invited = await browser.post(`/${owner.ownSpaceId}/settings/invitations`, { email, role });
  expect(invited).toMatchObject({ status: 303, location: `/${owner.ownSpaceId}/settings?done=invited` });
  return owner;
}

it('an owner invites ada@example.test; Ada follows the emailed link, sets a password, and lands in the space', async () => {
  const owner = await inviteOnSettingsPage('ada@example.test');
  const [email] = await smtp.waitFor(1);
  expect(email).toMatchObject({
    from: 'no-reply@example.test',
    to: ['ada@example.test'],
    subject: expect.stringMatching(/^Grace Owner invited you to .+ on Deal Pricing Service$/),
  });
  expect(email?.html).toContain(`href="${email?.links[0]}"`);
  const link = pathOf(email?.links[0] ?? '');

  const ada = new WebClient(apiUrl);
  const form = await ada.get(link);
  expect(form.status).toBe(200);
  expect(form.html).toContain('ada@example.test');
  expect(form.html).toContain('<label for="password">Password</label>');

  const tooShort = await ada.post(link, { name: 'Ada Lovelace', password: 'short' });
  expect(tooShort.status).toBe(400);
  expect(tooShort.html).toContain('must be at least 8 characters');
  expect(tooShort.html).toContain('value="Ada Lovelace"');
  expect(await database.dataSource.query(`SELECT id FROM users WHERE email = 'ada@example.test'`)).toEqual(
    [],
  );

  const joined = await ada.post(link, { name: 'Ada Lovelace', password: 'analytical engine' });
  expect(joined).toMatchObject({ status: 303, location: `/${owner.ownSpaceId}/deals` });
  expect(ada.cookie('dps_session')).toBeDefined();
  const space = await ada.get(`/${owner.ownSpaceId}/deals`);
  expect(space.status).toBe(200);
  expect(space.html).toContain('ada@example.test');
  const [member] = await database.dataSource.query(
    `SELECT u.name, m.role FROM users u JOIN memberships m ON m.user_id = u.id
      WHERE u.email = 'ada@example.test' AND m.space_id = $1`,
    [owner.ownSpaceId],
  );
  expect(member).toEqual({ name: 'Ada Lovelace', role: 'member' });

  // The link is single-use: it opens nothing now, for Ada or anyone.
  expect((await new WebClient(apiUrl).get(link)).status).toBe(404);
  expect(
    (await WebClient.signedIn(apiUrl, 'ada@example.test', 'analytical engine')).cookie('dps_session'),
  ).toBeDefined();
});

it('a person with an account signs in from the link and accepts', async () => {
  const existing = await aWebPerson(database, 'Existing Person');
  const owner = await inviteOnSettingsPage(existing.email, 'admin');
  const emails = await smtp.waitFor(2);
  const link = pathOf(emails.find((email) => email.to.includes(existing.email))?.links[0] ?? '');
  const anonymous = await new WebClient(apiUrl).get(link);
  expect(anonymous.html).toContain(`/sign-in?next=${encodeURIComponent(link)}`);
  expect(anonymous.html).not.toContain('name="password"');
  const browser = await WebClient.signedIn(apiUrl, existing.email);
  const page = await browser.get(link);
  expect(page.html).toContain('Accept and join');
  const accepted = await browser.post(`${link}/accept`);
  expect(accepted).toMatchObject({ status: 303, location: `/${owner.ownSpaceId}/deals` });
  const [role] = await database.dataSource.query(
    `SELECT role FROM memberships WHERE space_id = $1 AND user_id = $2`,
    [owner.ownSpaceId, existing.id],
  );
  expect(role).toEqual({ role: 'admin' });
});
