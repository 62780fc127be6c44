import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../libs/persistence/src/testing/test-database';
import type { Person } from '../../../api/src/members/testing/team.fixture';
import { startTestApi, testConfig, type TestApi } from '../../../api/src/testing/api-test-app';
import { aWebPerson, WebClient } from '../testing/web-client';

/** The web pages' side of the spam defences: Decline all, Decline and block, Unblock, the space limit. */
describe('web: declining all, blocking, and the space limit', () => {
  let database: Database;
  let api: TestApi;
  let invitee: Person;
  let inviters: Person[];

  beforeAll(async () => {
    database = await openTestDatabase();
    api = await startTestApi(
      database,
      testConfig({ spaceLimits: { spacesPerUser: 2, invitationsPerSpacePerDay: 50 } }),
    );
    invitee = await aWebPerson(database, 'Invitee');
    inviters = [
      await aWebPerson(database, 'One'),
      await aWebPerson(database, 'Two'),
      await aWebPerson(database, 'Three'),
    ];
  }, 60_000);

  afterAll(async () => {
    await api?.close();
    await database?.close();
  });

  const inviteFrom = (inviter: Person) =>
    api.call('POST', `/v1/spaces/${inviter.ownSpaceId}/invitations`, {
      token: inviter.rw,
      body: { email: invitee.email, role: 'member' },
    });

  it('Decline and block declines one invitation and keeps its space from inviting again, until Unblock', async () => {
    const [one] = inviters as [Person];
    const sent = await inviteFrom(one);
    const browser = await WebClient.signedIn(api.url, invitee.email);
    const home = await browser.get('/spaces');
    expect(home.html).toContain('Decline and block');
    const blocked = await browser.post(`/invitations/${sent.body.id}/decline`, { block: '1' });
    expect(blocked).toMatchObject({ status: 303, location: '/spaces?declined=blocked' });
    const after = await browser.get(blocked.location as string);
    expect(after.html).toContain('Invitation declined. That space cannot invite you again.');
    expect(after.html).toContain('Spaces you blocked');
    expect(after.html).toContain(`action="/invitation-blocks/${one.ownSpaceId}/remove"`);
    expect(await inviteFrom(one)).toEqual({
      status: 409,
      body: { message: 'this email does not accept invitations from this space' },
    });
    const unblocked = await browser.post(`/invitation-blocks/${one.ownSpaceId}/remove`);
    expect(unblocked).toMatchObject({ status: 303, location: '/spaces?unblocked=1' });
    expect((await browser.get('/spaces?unblocked=1')).html).not.toContain('Spaces you blocked');
    expect((await inviteFrom(one)).status).toBe(201);
    expect((await browser.post(`/invitation-blocks/${one.ownSpaceId}/remove`)).status).toBe(404);
  }, 30_000);

  it('Decline all answers every pending invitation at once; with block, blocks their spaces', async () => {
    for (const inviter of inviters) await inviteFrom(inviter);
    const browser = await WebClient.signedIn(api.url, invitee.email);
    const home = await browser.get('/spaces');
    expect(home.html).toContain('action="/invitations/decline-all"');
    const declined = await browser.post('/invitations/decline-all', { block: '1' });
    expect(declined).toMatchObject({ status: 303, location: '/spaces?declined=all-blocked' });
    const after = await browser.get(declined.location as string);
    expect(after.html).toContain('All invitations declined. Those spaces cannot invite you again.');
    expect(after.html).not.toContain('Invitations for you');
    for (const inviter of inviters) expect((await inviteFrom(inviter)).status).toBe(409);
    for (const inviter of inviters) await browser.post(`/invitation-blocks/${inviter.ownSpaceId}/remove`);
    for (const inviter of inviters) expect((await inviteFrom(inviter)).status).toBe(201);
    const plain = await browser.post('/invitations/decline-all');
    expect(plain).toMatchObject({ status: 303, location: '/spaces?declined=all' });
    expect((await browser.get('/spaces')).html).not.toContain('Invitations for you');
    for (const inviter of inviters) expect((await inviteFrom(inviter)).status).toBe(201);
  }, 30_000);

  it('the new-space form says when the space limit is reached', async () => {
    const browser = await WebClient.signedIn(api.url, invitee.email); // owns one space already
    expect((await browser.post('/spaces/new', { name: 'Second' })).status).toBe(303);
    const refused = await browser.post('/spaces/new', { name: 'Third' });
    expect(refused.status).toBe(409);
    expect(refused.html).toContain(
      '<p class="error" id="name-error">you have reached the limit of 2 spaces</p>',
    );
  }, 30_000);
});
