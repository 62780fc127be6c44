import { TypeOrmEmailDeliveryRepository, type Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../libs/persistence/src/testing/test-database';
import { aTeam, type Team } from '../../../api/src/members/testing/team.fixture';
import { startTestApi, testConfig, type TestApi } from '../../../api/src/testing/api-test-app';
import { aWebPerson, WebClient } from '../testing/web-client';

/**
 * The page an invitation link opens (docs/accounts.md): its refusals. The whole walk, with the
 * email going out over SMTP, is tools/e2e/invitation-sign-up.e2e-spec.ts. PGlite, or DATABASE_URL.
 */
describe('invitation link pages', () => {
  let database: Database;
  let api: TestApi;
  let closedApi: TestApi;
  let team: Team;

  beforeAll(async () => {
    database = await openTestDatabase();
    api = await startTestApi(database, testConfig());
    closedApi = await startTestApi(database, testConfig({ signUp: 'off' }));
    team = await aTeam(database);
  }, 60_000);

  afterAll(async () => {
    await api?.close();
    await closedApi?.close();
    await database?.close();
  });

  /** Invites `email` over the API; answers the path of the link its email carries. */
  async function invite(email: string): Promise<string> {
    const sent = await api.call('POST', `/v1/spaces/${team.spaceId}/invitations`, {
      token: team.owner.rw,
      body: { email, role: 'member' },
    });
    expect(sent.status).toBe(201);
    const claims = await new TypeOrmEmailDeliveryRepository(database.dataSource.manager).claimDue({
      now: Date.now() + 60_000,
      limit: 100,
      leaseMs: 1,
    });
    const link = claims.filter((claim) => claim.message.to === email).at(-1)?.message.links[0] ?? '';
    return new URL(link).pathname;
  }

  const userCount = async (email: string) =>
    (await database.dataSource.query(`SELECT id FROM users WHERE email = $1`, [email])).length;

  it('a link that opens nothing is one 404 page, whatever is wrong with it', async () => {
    const link = await invite('wrong.link@example.test');
    const [, , id, token] = link.split('/');
    const browser = new WebClient(api.url);
    for (const path of [
      `/join/${id}/${'A'.repeat(43)}`,
      `/join/${id}/${token}x`,
      `/join/inv_nowhere/${token}`,
      `/join/${id}/short`,
    ]) {
      const answer = await browser.get(path);
      expect(answer.status).toBe(404);
      expect(answer.html).toContain('This invitation link does not work');
    }
    expect((await browser.get(link)).status).toBe(200);
  });

  it('refuses a sign-up without the form’s CSRF token, and writes nothing', async () => {
    const link = await invite('no.csrf@example.test');
    const browser = new WebClient(api.url);
    await browser.get(link);
    const forged = await browser.post(link, {
      _csrf: 'f'.repeat(64),
      name: 'Eve',
      password: 'long enough pw',
    });
    expect(forged.status).toBe(403);
    const cookieless = await new WebClient(api.url).post(link, { name: 'Eve', password: 'long enough pw' });
    expect(cookieless.status).toBe(403);
    expect(await userCount('no.csrf@example.test')).toBe(0);
  });

  it('names each wrong field on the form again, and writes nothing', async () => {
    const link = await invite('bad.input@example.test');
    const browser = new WebClient(api.url);
    await browser.get(link);
    const answer = await browser.post(link, { name: '   ', password: '1234567' });
    expect(answer.status).toBe(400);
    expect(answer.html).toContain('<p class="error" id="name-error">is required</p>');
    expect(answer.html).toContain('<p class="error" id="password-error">must be at least 8 characters</p>');
    expect(await userCount('bad.input@example.test')).toBe(0);
    expect((await browser.get(link)).status).toBe(200); // the link still works
  });

  it('with SIGN_UP=off, offers no form and refuses a sign-up: only an existing account can accept', async () => {
    const link = await invite('closed@example.test');
    const browser = new WebClient(closedApi.url);
    const shown = await browser.get(link);
    expect(shown.status).toBe(200);
    expect(shown.html).not.toContain('name="password"');
    expect(shown.html).toContain('does not create accounts from invitations');
    const open = new WebClient(api.url);
    await open.get(link); // a CSRF cookie from the open app, valid on the closed one too
    const cookie = open.cookie('dps_signin') ?? '';
    const refused = await fetch(`${closedApi.url}${link}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: `dps_signin=${cookie}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ _csrf: cookie, name: 'Closed', password: 'long enough pw' }).toString(),
    });
    expect(refused.status).toBe(403);
    expect(await userCount('closed@example.test')).toBe(0);
  });

  it('someone else signed in is told whom the invitation is for, and cannot accept it', async () => {
    const link = await invite('meant.for@example.test');
    const other = await aWebPerson(database, 'Other');
    const browser = await WebClient.signedIn(api.url, other.email);
    const shown = await browser.get(link);
    expect(shown.html).toContain('This invitation is for meant.for@example.test');
    expect(shown.html).not.toContain('Accept and join');
    const tried = await browser.post(`${link}/accept`);
    expect(tried.status).toBe(404);
    const members = await database.dataSource.query(
      `SELECT 1 FROM memberships WHERE space_id = $1 AND user_id = $2`,
      [team.spaceId, other.id],
    );
    expect(members).toEqual([]);
  });

  it('has no open sign-up page unless SIGN_UP=open', async () => {
    const browser = new WebClient(api.url);
    expect((await browser.get('/sign-up')).status).toBe(404);
    expect((await browser.get(`/sign-up/verify/sgn_x/${'A'.repeat(43)}`)).status).toBe(404);
    expect((await browser.get('/sign-in')).html).not.toContain('href="/sign-up"');
  });
});
