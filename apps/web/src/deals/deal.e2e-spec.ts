import { join } from '../../../api/src/members/testing/team.fixture';
import { aWebPerson, WebClient } from '../testing/web-client';
import {
  aDealOverApi,
  closeDealPagesWorld,
  dealOverApi,
  openDealPagesWorld,
  utc,
  type DealPagesWorld,
} from './testing/deal-pages.fixture';

const READ_ONLY = 'Pending approval — read-only until approved or sent back.';

describe('web deal page', () => {
  let world: DealPagesWorld;
  const pageOf = (deal: { id: string; spaceId: string }) => `/${deal.spaceId}/deals/${deal.id}`;

  beforeAll(async () => {
    world = await openDealPagesWorld();
  }, 60_000);

  afterAll(() => closeDealPagesWorld(world));

  it('shows every field, the stage dates, the phases with the pinned one marked, and the versions', async () => {
    const start = utc('2026-11-23');
    const deal = await aDealOverApi(
      world,
      {
        name: 'Acme renewal',
        currency: 'eur',
        price: 1000,
        cost: 600,
        probability: 0.25,
        start,
        due: utc('2026-12-01'),
        account: 'Acme Ltd',
        external_id: 'crm-42',
        description: 'Three years',
      },
      'approved',
    );
    const token = world.person.rw;
    await world.api.call('POST', `/v1/deal/${deal.id}/reschedule`, { token, body: { shift: '+1w' } });
    await world.api.call('POST', `/v1/deal/${deal.id}/reschedule`, { token, body: { shift: '2027-01-06' } });
    const response = await world.browser.get(pageOf(deal));
    expect(response.status).toBe(200);
    const html = response.html;
    expect(html).toContain('<h1>Acme renewal</h1>');
    expect(html).toContain('<span class="badge approved">Approved</span>');
    for (const text of ['€1,000.00', '€600.00', '40%', '25%', 'EUR', 'Acme Ltd', 'crm-42', 'Three years']) {
      expect(html).toContain(text);
    }
    expect(html).toContain(world.person.email);
    expect(html).toMatch(/<dt>Approved<\/dt><dd>\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC<\/dd>/);
    expect(html).toMatch(/<dt>Approval requested<\/dt><dd>\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC \(by /);
    expect(html).toContain('<dt>Closed</dt><dd>—</dd>');
    expect(html).toContain('<dt>Start</dt><dd>Mon 2027-01-04</dd>');
    expect(html).toMatch(/<td>Kick-off<\/td>.*?<span class="badge">Pinned<\/span>/s);
    expect(html).toMatch(/<td>Build<\/td>.*?Follows the deal start/s);
    expect(html).toContain('<th scope="col">Phase</th>');
    // Newest first, numbered from the oldest, each against the next newer start.
    const versions = html.slice(html.indexOf('id="versions-title"'));
    expect(versions.indexOf('Version 2')).toBeLessThan(versions.indexOf('Version 1'));
    expect(versions).toContain('Rescheduled: start Mon 2026-11-30 → Mon 2027-01-04');
    expect(versions).toContain('Rescheduled: start Mon 2026-11-23 → Mon 2026-11-30');
    expect(html).not.toContain(READ_ONLY);
    expect(html).toContain('>Send back to draft</button>');
  });

  it('requests approval: the deal becomes pending, and its page says it is read-only', async () => {
    const deal = await aDealOverApi(world, { start: utc('2026-11-23') });
    const before = await world.browser.get(pageOf(deal));
    expect(before.html).toContain('<span class="badge draft">Draft</span>');
    expect(before.html).toContain('id="shift"');
    const asked = await world.browser.post(`${pageOf(deal)}/status`, {
      status: 'pending',
      requested_to: 'Auditor@Example.test',
    });
    expect(asked).toMatchObject({ status: 303, location: `${pageOf(deal)}?notice=status` });
    expect((await dealOverApi(world, deal.id)).deal).toMatchObject({
      status: 'pending',
      requested_by_email: world.person.email,
      requested_to_email: 'auditor@example.test',
      pending_at: expect.any(Number),
    });
    const after = await world.browser.get(asked.location as string);
    expect(after.html).toContain('Status changed.');
    expect(after.html).toContain('<span class="badge pending">Pending approval</span>');
    expect(after.html).toContain(READ_ONLY);
    expect(after.html).not.toContain('id="shift"');
    expect(after.html).not.toContain('Request approval</button>');
    expect(after.html).toContain(`of auditor@example.test`);
    // The approval gate: the requester is offered no decision on their own request, and told why.
    expect(after.html).not.toContain('>Approve</button>');
    expect(after.html).toContain(
      'The requester of an approval may not approve or reject it, only withdraw it (back to draft, with a reason); ' +
        'the requested approver, an owner or an admin decides.',
    );
    expect(after.html).toContain('<h3>Withdraw request</h3>');
    expect(after.html).toContain(
      '<button type="submit" name="status" value="draft" class="secondary">Withdraw request</button>',
    );
    expect(after.html).not.toContain('>Abandon</button>');
    const forced = await world.browser.post(`${pageOf(deal)}/status`, { status: 'approved' });
    expect(forced.status).toBe(403);
    expect(forced.html).toContain('may not approve or reject it');
    expect((await dealOverApi(world, deal.id)).deal['status']).toBe('pending');
  });

  it('lets the requester withdraw their request with a reason: blank is refused by its field', async () => {
    const deal = await aDealOverApi(world, {});
    await world.browser.get(pageOf(deal));
    const asked = await world.browser.post(`${pageOf(deal)}/status`, { status: 'pending' });
    expect(asked.status).toBe(303);
    await world.browser.get(pageOf(deal));
    const blank = await world.browser.post(`${pageOf(deal)}/status`, { status: 'draft', reason: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.html).toMatch(/id="reason-error">is required to withdraw your own request for approval</);
    expect((await dealOverApi(world, deal.id)).deal['status']).toBe('pending');
    const withdrawn = await world.browser.post(`${pageOf(deal)}/status`, {
      status: 'draft',
      reason: 'Wrong scope',
    });
    expect(withdrawn).toMatchObject({ status: 303, location: `${pageOf(deal)}?notice=status` });
    expect((await dealOverApi(world, deal.id)).deal).toMatchObject({
      status: 'draft',
      redraft_reason: 'Wrong scope',
      requested_by_email: null,
    });
    const after = await world.browser.get(withdrawn.location as string);
    expect(after.html).toContain('Request approval</button>');
    expect(after.html).not.toContain('Withdraw request');
  });

  it('offers the decision to the owner when a colleague asked for approval', async () => {
    const deal = await aDealOverApi(world, {}, 'pending');
    const html = (await world.browser.get(pageOf(deal))).html;
    expect(html).toContain('>Approve</button>');
    expect(html).toContain('>Send back to draft</button>');
    expect(html).not.toContain('id="approval-gate"');
  });

  it('approves, and sends back with a reason; a reason on an approval is refused by its field', async () => {
    const deal = await aDealOverApi(world, {}, 'pending');
    await world.browser.get(pageOf(deal));
    const refused = await world.browser.post(`${pageOf(deal)}/status`, {
      status: 'approved',
      reason: 'why not',
    });
    expect(refused.status).toBe(400);
    expect(refused.html).toMatch(
      /id="reason-error">applies only to a move to draft, won, lost or abandoned</,
    );
    expect(refused.html).toContain('why not</textarea>');
    expect((await dealOverApi(world, deal.id)).deal['status']).toBe('pending');
    const unknownStatus = await world.browser.post(`${pageOf(deal)}/status`, { status: 'nope' });
    expect(unknownStatus.status).toBe(400);
    expect(unknownStatus.html).toContain('must be one of draft, pending');
    const approved = await world.browser.post(`${pageOf(deal)}/status`, { status: 'approved', reason: '' });
    expect(approved.status).toBe(303);
    await world.browser.get(pageOf(deal));
    const back = await world.browser.post(`${pageOf(deal)}/status`, {
      status: 'draft',
      reason: 'Price too low',
    });
    expect(back.status).toBe(303);
    expect((await dealOverApi(world, deal.id)).deal).toMatchObject({
      status: 'draft',
      redraft_reason: 'Price too low',
      approved_at: null,
    });
    const page = await world.browser.get(pageOf(deal));
    expect(page.html).toContain('<dt>Sent back to draft because</dt><dd>Price too low</dd>');
  });

  it('refuses a move that the status machine does not allow with a 409 page', async () => {
    const deal = await aDealOverApi(world);
    await world.browser.get(pageOf(deal));
    const response = await world.browser.post(`${pageOf(deal)}/status`, { status: 'won' });
    expect(response.status).toBe(409);
    expect(response.html).toContain('Cannot move a deal from draft to won.');
  });

  it('refuses a status move without the form token', async () => {
    const deal = await aDealOverApi(world);
    await world.browser.get(pageOf(deal));
    const response = await world.browser.post(`${pageOf(deal)}/status`, {
      _csrf: 'forged',
      status: 'pending',
    });
    expect(response.status).toBe(403);
    expect((await dealOverApi(world, deal.id)).deal['status']).toBe('draft');
  });

  it('is a 404 under another space, for an unknown deal, and for a person outside the space', async () => {
    const deal = await aDealOverApi(world);
    const other = await aWebPerson(world.database, 'Other Owner');
    await join(world.database, other.ownSpaceId, world.person, 'member');
    const browser = await WebClient.signedIn(world.api.url, world.person.email);
    expect((await browser.get(`/${other.ownSpaceId}/deals`)).status).toBe(200);
    const foreign = `/${other.ownSpaceId}/deals/${deal.id}`;
    for (const path of [
      foreign,
      `${foreign}/reschedule?shift=%2B1w`,
      `/${deal.spaceId}/deals/deal_0000000000000000000000`,
    ]) {
      const response = await browser.get(path);
      expect(response.status).toBe(404);
      expect(response.html).toContain('There is nothing here, or you do not have access to it.');
    }
    expect((await browser.post(`${foreign}/status`, { status: 'pending' })).status).toBe(404);
    expect((await dealOverApi(world, deal.id)).deal['status']).toBe('draft');

    const outsider = await WebClient.signedIn(world.api.url, other.email);
    expect((await outsider.get(pageOf(deal))).status).toBe(404);
    await outsider.get('/spaces');
    expect((await outsider.post(`${pageOf(deal)}/status`, { status: 'pending' })).status).toBe(404);
  });
});
