import type { Person } from '../../../api/src/members/testing/team.fixture';
import type { TestApi } from '../../../api/src/testing/api-test-app';
import { WebClient } from '../testing/web-client';
import { startWebTestbed, type WebTestbed } from '../testing/web-team';

describe('web: deleting a space from its settings', () => {
  let testbed: WebTestbed | undefined;
  let api: TestApi;
  let owner: Person;
  let admin: Person;
  let spaceId: string;

  beforeAll(async () => {
    testbed = await startWebTestbed();
    api = testbed.api;
    ({ owner, admin, spaceId } = testbed.team);
    await api.call('PATCH', `/v1/spaces/${spaceId}`, { token: owner.rw, body: { name: 'Old garden' } });
  }, 60_000);

  afterAll(async () => {
    await testbed?.close();
  });

  const settings = () => `/${spaceId}/settings`;

  it('shows the form to owners only; an admin posting it is refused with 409', async () => {
    const adminBrowser = await WebClient.signedIn(api.url, admin.email);
    expect((await adminBrowser.get(settings())).html).not.toContain('Delete space');
    const refused = await adminBrowser.post(`${settings()}/delete`, { confirm_name: 'Old garden' });
    expect(refused.status).toBe(409);
    expect(refused.html).toContain('only an owner may delete a space');
    const ownerView = await (await WebClient.signedIn(api.url, owner.email)).get(settings());
    expect(ownerView.html).toContain(`action="${settings()}/delete"`);
    expect(ownerView.html).toContain('<label for="confirm_name">Space name</label>');
  }, 30_000);

  it('requires the name typed exactly, then deletes and lands on the spaces list', async () => {
    const browser = await WebClient.signedIn(api.url, owner.email);
    const wrong = await browser.post(`${settings()}/delete`, { confirm_name: 'old garden' });
    expect(wrong.status).toBe(400);
    expect(wrong.html).toContain(
      '<p class="error" id="confirm_name-error">must be the name of the space</p>',
    );
    expect((await api.call('GET', `/v1/spaces/${spaceId}/members`, { token: owner.read })).status).toBe(200);
    const deleted = await browser.post(`${settings()}/delete`, { confirm_name: ' Old garden ' });
    expect(deleted).toMatchObject({ status: 303, location: '/spaces?deleted=1' });
    const after = await browser.get(deleted.location as string);
    expect(after.html).toContain('Space deleted.');
    expect(after.html).not.toContain('Old garden');
    expect((await browser.get(settings())).status).toBe(404);
    expect(await api.call('GET', `/v1/spaces/${spaceId}/members`, { token: owner.read })).toEqual({
      status: 404,
      body: { message: 'space not found' },
    });
  }, 30_000);
});
