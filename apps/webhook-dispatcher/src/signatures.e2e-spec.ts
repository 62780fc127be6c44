import type { IncomingHttpHeaders } from 'node:http';
import type { Automation, SendWebhookAction } from '@deal/domain';
import { Webhook } from 'standardwebhooks';
import { RandomAutomationSecretIssuer } from '@deal/node-adapters';
import {
  startWebhookReceiver,
  type WebhookReceiver,
} from '../../../libs/node-adapters/src/testing/webhook-receiver';
import { startDispatcher, type RunningDispatcher } from './start-dispatcher';
import { DispatchFixture, testDispatcherConfig } from './testing/dispatch-fixture';

/**
 * Signed outbound webhooks: real deliveries verified with `standardwebhooks`, a receiver's library
 * from the npm registry (not ours), with its defaults: `new Webhook(signing_secret)`, the key being
 * the base64-decoded bytes after `whsec_`. Both databases.
 */
describe('Standard Webhooks signatures on real deliveries', () => {
  let fixture: DispatchFixture;
  let receiver: WebhookReceiver;
  let running: RunningDispatcher;
  const issuer = new RandomAutomationSecretIssuer();

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

  const verifies = (signingSecret: string, body: string, headers: IncomingHttpHeaders): boolean => {
    try {
      new Webhook(signingSecret).verify(body, headers as Record<string, string>);
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

  it('signs with the signing secret, which never travels; the header secret does not verify', async () => {
    const automation = await fixture.addAutomation(`${receiver.url}/signed`);
    const request = await deliverOne('/signed');
    expect(request.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(Math.abs(Number(request.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(60);
    expect(request.headers['x-service-webhook']).toBe(automation.secret);
    expect(verifies(automation.signingSecret, request.body, request.headers)).toBe(true);
    expect(JSON.stringify(request)).not.toContain(automation.signingSecret.slice('whsec_'.length));
    // A bystander who saw the request has the header secret: it must not make a valid signature.
    const forgedKey = `whsec_${Buffer.from(automation.secret).toString('base64')}`;
    expect(verifies(forgedKey, request.body, request.headers)).toBe(false);
    expect(
      verifies(automation.signingSecret, request.body.replace('"pending"', '"approved"'), request.headers),
    ).toBe(false);
    expect(verifies(issuer.issue('signing_secret'), request.body, request.headers)).toBe(false);
  });

  it('signs with the rotated signing secret too while its overlap lasts, and with the new one alone after', async () => {
    const automation = await fixture.addAutomation(`${receiver.url}/rotated`);
    const fresh = issuer.issue('signing_secret');
    await withAction(automation, {
      signingSecret: fresh,
      previousSigningSecret: { secret: automation.signingSecret, until: Date.now() + 60 * 60 * 1000 },
    });
    const during = await deliverOne('/rotated');
    expect(String(during.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(during.headers['x-service-webhook']).toBe(automation.secret);
    expect(verifies(fresh, during.body, during.headers)).toBe(true);
    expect(verifies(automation.signingSecret, during.body, during.headers)).toBe(true);

    await withAction(automation, {
      signingSecret: fresh,
      previousSigningSecret: { secret: automation.signingSecret, until: Date.now() - 1 },
    });
    const after = await deliverOne('/rotated');
    expect(String(after.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(verifies(fresh, after.body, after.headers)).toBe(true);
    expect(verifies(automation.signingSecret, after.body, after.headers)).toBe(false);
  });

  it('signs with the same stored secret after the dispatcher restarts', async () => {
    const automation = await fixture.addAutomation(`${receiver.url}/restarted`);
    expect(verifies(automation.signingSecret, ...bodyAndHeaders(await deliverOne('/restarted')))).toBe(true);
    await running.close();
    running = await startDispatcher(fixture.database, testDispatcherConfig({ pollIntervalMs: 100 }));
    expect(verifies(automation.signingSecret, ...bodyAndHeaders(await deliverOne('/restarted')))).toBe(true);
  });
});

function bodyAndHeaders(request: {
  body: string;
  headers: IncomingHttpHeaders;
}): [string, IncomingHttpHeaders] {
  return [request.body, request.headers];
}
