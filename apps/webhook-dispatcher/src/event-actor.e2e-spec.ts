import type { Database } from '@deal/persistence';
import {
  startWebhookReceiver,
  type WebhookReceiver,
} from '../../../libs/node-adapters/src/testing/webhook-receiver';
import { anIncomingAutomation } from '../../webhook-in/src/testing/incoming-webhook.fixture';
import { startTestWebhookIn, type TestWebhookIn } from '../../webhook-in/src/testing/webhook-in-test-app';
import { startDispatcher, type RunningDispatcher } from './start-dispatcher';
import { DispatchFixture, testDispatcherConfig } from './testing/dispatch-fixture';

/**
 * Every outbound event says what, who and when (docs/events.md), end to end: a change applied by
 * webhook-in (real HTTP on 127.0.0.1) reaches a real receiver through the real dispatcher with
 * `actor.type` `webhook_in` and the deal's next revision, and an automation that skips webhook-in
 * changes (`actor.type in [user, space_key, system]`) sends nothing for it.
 */
describe('the actor and revision of a webhook-in change reach the receiver', () => {
  let fixture: DispatchFixture;
  let receiver: WebhookReceiver;
  let webhookIn: TestWebhookIn;
  let running: RunningDispatcher | undefined;

  beforeAll(async () => {
    fixture = await DispatchFixture.open();
    receiver = await startWebhookReceiver();
    webhookIn = await startTestWebhookIn(fixture.database as Database);
  });

  afterAll(async () => {
    await running?.close();
    await webhookIn.close();
    await receiver.close();
    await fixture.reset();
    await fixture.close();
  });

  it('webhook_in with the next revision; an automation with actor.type not webhook_in sends nothing', async () => {
    const every = await fixture.addAutomation(`${receiver.url}/hooks/every`, { conditions: [] });
    const notWebhookIn = await fixture.addAutomation(`${receiver.url}/hooks/people`, {
      conditions: [{ field: 'actor.type', op: 'in', value: ['user', 'space_key', 'system'] }],
    });
    const incoming = await anIncomingAutomation(fixture.database as Database, fixture.spaceId);
    running = await startDispatcher(fixture.database, testDispatcherConfig());
    const dealId = await fixture.draftDeal();
    await fixture.rename(dealId, 'Renamed by Ada'); // revision 2, by the user: both automations send it

    const response = await webhookIn.call(fixture.spaceId, {
      key: incoming.key,
      body: { id: dealId, name: 'Renamed by the auditor' },
    });
    expect(response.status).toBe(200);

    await fixture.settled(every.actionId, 2);
    await fixture.settled(notWebhookIn.actionId, 1);
    await receiver.waitFor(3);
    const bodies = receiver.received.map((request) => ({
      path: request.path,
      body: JSON.parse(request.body),
    }));
    const byWebhookIn = bodies.filter((b) => b.body.actor.type === 'webhook_in');
    expect(byWebhookIn).toEqual([
      {
        path: '/hooks/every',
        body: expect.objectContaining({
          event: 'service_deal_updated',
          event_id: expect.stringMatching(/^evt_/),
          revision: 3,
          actor: { type: 'webhook_in', id: incoming.automationId },
          changes: { name: 'Renamed by Ada' },
        }),
      },
    ]);
    const byUser = bodies.filter((b) => b.body.actor.type === 'user').map((b) => [b.path, b.body.revision]);
    expect(byUser.sort()).toEqual([
      ['/hooks/every', 2],
      ['/hooks/people', 2],
    ]);
    // One event per committed change: both actions that sent the user's change send the same id.
    const userEventIds = new Set(
      bodies.filter((b) => b.body.actor.type === 'user').map((b) => b.body.event_id),
    );
    expect(userEventIds.size).toBe(1);
    await expect(fixture.deliveries(notWebhookIn.actionId)).resolves.toHaveLength(1);
    await expect(fixture.repos.deals.findById(dealId)).resolves.toMatchObject({ revision: 3 });
  });
});
