import { CountingIds } from '../testing/credential-fakes';
import { aDealUpdatedAutomation, CountingSecrets } from '../testing/automation.mother';
import { applyAutomationPatch, newAutomation } from './automation.factory';

const NOW = Date.UTC(2026, 10, 23, 9);
const deps = () => ({ ids: new CountingIds(), secrets: new CountingSecrets(), now: NOW });

describe('newAutomation', () => {
  it('gives the automation and each action an id, and each Send Webhook action its own secret', () => {
    const automation = newAutomation(
      'spc_1',
      {
        name: 'Ask',
        enabled: true,
        trigger: 'deal_updated',
        conditions: [],
        actions: [
          { type: 'send_webhook', url: 'https://a.example.com/', message: null, keepId: null },
          { type: 'send_webhook', url: 'https://b.example.com/', message: 'Hi', keepId: null },
        ],
      },
      deps(),
    );
    expect(automation).toEqual({
      id: 'aut_1',
      spaceId: 'spc_1',
      name: 'Ask',
      enabled: true,
      trigger: 'deal_updated',
      conditions: [],
      signingKey: null,
      actions: [
        {
          type: 'send_webhook',
          id: 'act_2',
          url: 'https://a.example.com/',
          message: null,
          secret: 'svcwh_test_1',
          signingSecret: 'whsec_test_2',
          previousSigningSecret: null,
        },
        {
          type: 'send_webhook',
          id: 'act_3',
          url: 'https://b.example.com/',
          message: 'Hi',
          secret: 'svcwh_test_3',
          signingSecret: 'whsec_test_4',
          previousSigningSecret: null,
        },
      ],
      createdAt: NOW,
      updatedAt: NOW,
    });
  });

  it('gives an incoming webhook a signing key, and its Update Deal action no secret', () => {
    const automation = newAutomation(
      'spc_1',
      {
        name: 'In',
        enabled: true,
        trigger: 'webhook_received',
        conditions: [],
        actions: [{ type: 'update_deal', fields: ['status'], keepId: null }],
      },
      deps(),
    );
    expect(automation.signingKey).toBe('whkey_test_1');
    expect(automation.actions).toEqual([{ type: 'update_deal', id: 'act_2', fields: ['status'] }]);
    expect(automation).not.toHaveProperty('inboundSigningSecret');
  });

  it('gives an incoming webhook that requires signatures its own signing secret; on and off by a patch', () => {
    // One issuer for every secret: the inbound one is the same kind as an action's signing secret.
    const shared = deps();
    const spec = {
      name: 'In',
      enabled: true,
      trigger: 'webhook_received' as const,
      conditions: [],
      requireSignature: true,
      actions: [{ type: 'update_deal' as const, fields: null, keepId: null }],
    };
    const automation = newAutomation('spc_1', spec, shared);
    const first = automation.inboundSigningSecret;
    expect(first).toMatch(/^whsec_test_\d+$/);
    const kept = applyAutomationPatch(automation, { requireSignature: true }, shared);
    expect(kept.inboundSigningSecret).toBe(first);
    const off = applyAutomationPatch(automation, { requireSignature: false }, shared);
    expect(off).not.toHaveProperty('inboundSigningSecret');
    const on = applyAutomationPatch(off, { requireSignature: true }, shared);
    expect(on.inboundSigningSecret).toMatch(/^whsec_test_\d+$/);
    expect(on.inboundSigningSecret).not.toBe(first);
  });
});

describe('applyAutomationPatch', () => {
  const current = aDealUpdatedAutomation();

  it('changes only what the patch names, and stamps updatedAt', () => {
    const patched = applyAutomationPatch(current, { enabled: false }, deps());
    expect(patched).toEqual({ ...current, enabled: false, updatedAt: NOW });
  });

  it('keeps a named action with its secrets, creates the others, and drops those left out', () => {
    const patched = applyAutomationPatch(
      current,
      {
        actions: [
          { type: 'send_webhook', url: 'https://new.example.com/', message: null, keepId: null },
          { type: 'send_webhook', url: 'https://moved.example.com/', message: 'Hi', keepId: 'act_1' },
        ],
      },
      deps(),
    );
    expect(patched.actions).toEqual([
      {
        type: 'send_webhook',
        id: 'act_1',
        url: 'https://new.example.com/',
        message: null,
        secret: 'svcwh_test_1',
        signingSecret: 'whsec_test_2',
        previousSigningSecret: null,
      },
      {
        type: 'send_webhook',
        id: 'act_1',
        url: 'https://moved.example.com/',
        message: 'Hi',
        secret: 'svcwh_test_secret',
        signingSecret: 'whsec_dGVzdCBzaWduaW5nIHNlY3JldA==',
        previousSigningSecret: null,
      },
    ]);
  });
});
