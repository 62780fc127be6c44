import type { IncomingHttpHeaders } from 'node:http';
import type { Automation, SendWebhookAction } from '@deal/domain';
import { Webhook } from 'standardwebhooks';
import {
  startWebhookReceiver,
  type WebhookReceiver,
} from '../../../libs/node-adapters/src/testing/webhook-receiver';
import { startDispatcher, type RunningDispatcher } from './start-dispatcher';
import { DispatchFixture, testDispatcherConfig } from './testing/dispatch-fixture';

/**
 * Issue 15, signed outbound webhooks: real deliveries verified with `standardwebhooks`, a
 * receiver's library from the npm registry (not ours). The action's secret is the key as it is
 * (`format: 'raw'`). Both databases.
 */
describe('Standard Webhooks signatures on real deliveries', () => {
  let fixture: DispatchFixture;
  let receiver: WebhookReceiver;
  let running: RunningDispatcher;

  beforeAll(async () => {
    fixture = await DispatchFixture.open();
    receiver = await startWebhookReceiver();
    running = await startDispatcher(fixture.database, testDispatcherConfig({ pollIntervalMs: 100 }));
  });

  afterAll(async () => {
    await running?.close();
    await receiver?.close();
    await fixture?.close();
  });

  const verifies = (secret: string, body: string, headers: IncomingHttpHeaders): boolean => {
    try {
      new Webhook(secret, { format: 'raw' }).verify(body, headers as Record<string, string>);
      return true;
    } catch {
      return false;
    }
  };

  /** Requests approval of a fresh deal and waits for its delivery to `path`; answers what came. */
  const deliverOne = async (path: string) => {
    const seen = receiver.received.length;
    const dealId = await fixture.draftDeal();
    await fixture.requestApproval(dealId);
    const deadline = Date.now() + 10_000;
    for (;;) {
      const request = receiver.received.slice(seen).find((r) => r.path === path);
      if (request) {
        expect(request.headers['webhook-id']).toBe(request.headers['x-service-delivery']);
        return request;
      }
      if (Date.now() > deadline) throw new Error(`nothing received at ${path}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  const withAction = async (automation: Automation, change: Partial<SendWebhookAction>) => {
    const actions = automation.actions.map((action) =>
      action.type === 'send_webhook' ? { ...action, ...change } : action,
    );
    await fixture.uow.transaction((repos) => repos.automations.update({ ...automation, actions }));
  };

  it('signs every delivery with the action’s secret; a changed body or another secret does not verify', async () => {
    const automation = await fixture.addAutomation(`${receiver.url}/signed`);
    const request = await deliverOne('/signed');
    expect(request.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(Math.abs(Number(request.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(60);
    expect(verifies(automation.secret, request.body, request.headers)).toBe(true);
    expect(
      verifies(automation.secret, request.body.replace('"pending"', '"approved"'), request.headers),
    ).toBe(false);
    expect(verifies('whsec_someone_else', request.body, request.headers)).toBe(false);
  });

  it('signs with the rotated secret too while its overlap lasts, and with the new one alone after', async () => {
    const automation = await fixture.addAutomation(`${receiver.url}/rotated`);
    const fresh = 'whsec_after_rotation_0000000000000000000000000';
    await withAction(automation, {
      secret: fresh,
      previousSecret: { secret: automation.secret, until: Date.now() + 60 * 60 * 1000 },
    });
    const during = await deliverOne('/rotated');
    expect(String(during.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(during.headers['x-service-webhook']).toBe(fresh);
    expect(verifies(fresh, during.body, during.headers)).toBe(true);
    expect(verifies(automation.secret, during.body, during.headers)).toBe(true);

    await withAction(automation, {
      secret: fresh,
      previousSecret: { secret: automation.secret, until: Date.now() - 1 },
    });
    const after = await deliverOne('/rotated');
    expect(String(after.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(verifies(fresh, after.body, after.headers)).toBe(true);
    expect(verifies(automation.secret, after.body, after.headers)).toBe(false);
  });
});
