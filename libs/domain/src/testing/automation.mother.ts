import type { Automation, SendWebhookAction } from '../automation/automation';
import {
  AUTOMATION_SECRET_PREFIXES,
  type AutomationSecretIssuer,
  type AutomationSecretKind,
} from '../automation/automation-secret';

/** Secrets that are unique and recognisable in assertions (`svcwh_test_1`, `whsec_test_2`, …). */
export class CountingSecrets implements AutomationSecretIssuer {
  private count = 0;
  issue(kind: AutomationSecretKind): string {
    this.count += 1;
    return `${AUTOMATION_SECRET_PREFIXES[kind]}test_${this.count}`;
  }
}

export function aSendWebhookAction(overrides: Partial<SendWebhookAction> = {}): SendWebhookAction {
  return {
    type: 'send_webhook',
    id: 'act_1',
    url: 'https://audit.example.com/hooks/deals',
    message: 'Please review $name ($status)',
    secret: 'svcwh_test_secret',
    signingSecret: 'whsec_dGVzdCBzaWduaW5nIHNlY3JldA==',
    previousSigningSecret: null,
    ...overrides,
  };
}

/** Test-data builder: an enabled deal_updated automation of spc_1 with one Send Webhook action. */
export function aDealUpdatedAutomation(overrides: Partial<Automation> = {}): Automation {
  return {
    id: 'aut_1',
    spaceId: 'spc_1',
    name: 'Ask the auditor',
    enabled: true,
    trigger: 'deal_updated',
    conditions: [{ field: 'status', op: 'changed_to', value: 'pending' }],
    signingKey: null,
    actions: [aSendWebhookAction()],
    createdAt: Date.UTC(2026, 9, 1),
    updatedAt: Date.UTC(2026, 9, 1),
    ...overrides,
  };
}

/** Test-data builder: an enabled webhook_received automation of spc_1 applying every field. */
export function aWebhookReceivedAutomation(overrides: Partial<Automation> = {}): Automation {
  return {
    id: 'aut_in',
    spaceId: 'spc_1',
    name: 'Auditor decisions',
    enabled: true,
    trigger: 'webhook_received',
    conditions: [],
    signingKey: 'whkey_test_signing',
    actions: [{ type: 'update_deal', id: 'act_in', fields: null }],
    createdAt: Date.UTC(2026, 9, 1),
    updatedAt: Date.UTC(2026, 9, 1),
    ...overrides,
  };
}
