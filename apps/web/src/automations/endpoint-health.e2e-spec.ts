import { TypeOrmDeliveryRepository, type Database } from '@deal/persistence';
import {
  aDeal,
  anAutomation,
  dealUpdatedBody,
  moveDeal,
  type ApiJson,
} from '../../../api/src/automations/testing/automation.fixtures';
import type { TestApi } from '../../../api/src/testing/api-test-app';
import { WebClient } from '../testing/web-client';
import { pagesOf, textOf } from './testing/automations-web.fixture';
import { startWebTestbed, type WebTeam, type WebTestbed } from '../testing/web-team';

jest.setTimeout(30_000);

/**
 * Endpoint health on the automation page (docs/automations.md "Endpoint health"): a disabled
 * endpoint says why and since when, and owners and admins re-enable it with a form that may queue
 * the held deliveries again. Deliveries are claimed and recorded through the dispatcher's
 * repository, with a rule that disables an endpoint at its first failed delivery.
 */
let database: Database;
let api: TestApi;
let team: WebTeam;
let testbed: WebTestbed | undefined;
let admin: WebClient;
let member: WebClient;
let pages: ReturnType<typeof pagesOf>;
let dispatcher: TypeOrmDeliveryRepository;

beforeAll(async () => {
  testbed = await startWebTestbed();
  ({ database, api, team } = testbed);
  admin = await WebClient.signedIn(api.url, team.admin.email);
  member = await WebClient.signedIn(api.url, team.member.email);
  pages = pagesOf(team.spaceId);
  dispatcher = new TypeOrmDeliveryRepository(database.dataSource.manager, {
    disableAfterMs: 86_400_000,
    disableAfterFailures: 1,
  });
}, 60_000);

afterAll(async () => {
  await testbed?.close();
});

const claim = () => dispatcher.claimDue({ now: Date.now() + 1_000, limit: 100, leaseMs: 60_000 });

async function approvalRequest(): Promise<void> {
  const deal = await aDeal(api, team.owner.rw, team.spaceId, { name: 'Deal' });
  await moveDeal(api, team.owner.rw, deal.id, 'pending');
}

/** An automation whose endpoint failed its first delivery (a final 410) and holds the next two. */
async function aDisabledEndpointHoldingTwo(): Promise<ApiJson> {
  const automation = await anAutomation(api, team.admin.rw, team.spaceId, dealUpdatedBody());
  await approvalRequest();
  const now = Date.now();
  const claims = await claim();
  await dispatcher.recordAttempts(
    claims.map((claimed, index) => ({
      deliveryId: claimed.id,
      leaseExpiresAt: claimed.leaseExpiresAt,
      attempt: {
        id: `att_${String(now).slice(-10)}${String(index).padStart(12, '0')}`,
        startedAt: now - 10,
        durationMs: 10,
        statusCode: 410,
        error: 'HTTP 410',
      },
      next: { status: 'failed', lastError: 'HTTP 410' },
      now,
    })),
  );
  await approvalRequest();
  await approvalRequest();
  await claim(); // holds them
  return automation;
}

const endpointOf = async (id: string) =>
  (await api.call('GET', `/v1/spaces/${team.spaceId}/automations/${id}`, { token: team.admin.read })).body
    .actions[0].endpoint;
const deliveryStatuses = async (id: string): Promise<string[]> =>
  (
    await api.call('GET', `/v1/spaces/${team.spaceId}/automations/${id}/deliveries`, {
      token: team.admin.read,
    })
  ).body.items.map((item: { status: string }) => item.status);

describe('a disabled endpoint on the automation page', () => {
  it('says why and since when, with the Re-enable form for owners and admins only', async () => {
    const automation = await aDisabledEndpointHoldingTwo();
    const page = await admin.get(pages.one(automation.id));
    expect(page.status).toBe(200);
    const text = textOf(page.html);
    expect(text).toMatch(/This endpoint is disabled since [^.]+\./);
    expect(text).toContain('Its deliveries are kept but not sent (2 deliveries held).');
    expect(text).toMatch(
      /Why: it failed every delivery since \d{4}-\d\d-\d\dT[\d:.]+Z \(1 delivery\); last error: HTTP 410\./,
    );
    expect(text).toContain('Redeliver the 2 held deliveries');
    expect(page.html).toContain(`/actions/${automation.actions[0].id}/enable-endpoint`);
    expect(page.html).toMatch(/Re-enable<span class="visually-hidden"> the webhook to https:\/\/audit/);

    const seen = await member.get(pages.one(automation.id));
    expect(textOf(seen.html)).toContain('Its deliveries are kept but not sent (2 deliveries held).');
    expect(seen.html).not.toContain('enable-endpoint');

    const log = await admin.get(pages.one(automation.id, '/deliveries'));
    expect(textOf(log.html)).toContain('Held (endpoint disabled)');
  });

  it('Re-enable with the box ticked queues the held deliveries again', async () => {
    const automation = await aDisabledEndpointHoldingTwo();
    const actionId = automation.actions[0].id;
    await admin.get(pages.one(automation.id));
    const enabled = await admin.post(pages.one(automation.id, `/actions/${actionId}/enable-endpoint`), {
      redeliver_held: '1',
    });
    expect(enabled.status).toBe(200);
    expect(textOf(enabled.html)).toContain(
      'The endpoint was re-enabled. Its 2 held deliveries are queued again.',
    );
    expect(enabled.html).not.toContain('This endpoint is disabled');
    expect((await endpointOf(automation.id)).status).toBe('enabled');
    expect(await deliveryStatuses(automation.id)).toEqual(['pending', 'pending', 'failed']);
  });

  it('Re-enable without it marks them failed, for redelivery one by one', async () => {
    const automation = await aDisabledEndpointHoldingTwo();
    const actionId = automation.actions[0].id;
    await admin.get(pages.one(automation.id));
    const enabled = await admin.post(pages.one(automation.id, `/actions/${actionId}/enable-endpoint`));
    expect(enabled.status).toBe(200);
    expect(textOf(enabled.html)).toContain('Its 2 held deliveries are marked failed');
    expect(await deliveryStatuses(automation.id)).toEqual(['failed', 'failed', 'failed']);
  });

  it('refuses a member (404) and a forged form token (403), changing nothing', async () => {
    const automation = await aDisabledEndpointHoldingTwo();
    const path = pages.one(automation.id, `/actions/${automation.actions[0].id}/enable-endpoint`);
    await member.get(pages.one(automation.id));
    expect((await member.post(path, { redeliver_held: '1' })).status).toBe(404);
    await admin.get(pages.one(automation.id));
    expect((await admin.post(path, { _csrf: 'forged', redeliver_held: '1' })).status).toBe(403);
    expect((await endpointOf(automation.id)).status).toBe('disabled');
    expect(await deliveryStatuses(automation.id)).toEqual(['held', 'held', 'failed']);
  });
});
