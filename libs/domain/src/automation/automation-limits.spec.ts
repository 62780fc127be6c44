import { aDealUpdatedAutomation, aSendWebhookAction } from '../testing/automation.mother';
import { addedWebhookActions, checkAutomationLimits } from './automation-limits';

const limits = { automationsPerSpace: 50, webhookActionsPerSpace: 100 };
const conflict = (message: string) => ({ kind: 'Conflict', message });

describe('checkAutomationLimits', () => {
  it('admits up to the limit and refuses one more, naming the limit', () => {
    const one = { automations: 1, webhookActions: 1 };
    expect(checkAutomationLimits({ automations: 49, webhookActions: 99 }, one, limits)).toBeNull();
    expect(checkAutomationLimits({ automations: 50, webhookActions: 0 }, one, limits)).toEqual(
      conflict('this space has reached its limit of 50 automations'),
    );
    expect(checkAutomationLimits({ automations: 3, webhookActions: 100 }, one, limits)).toEqual(
      conflict('this space has reached its limit of 100 send_webhook actions'),
    );
    expect(
      checkAutomationLimits(
        { automations: 3, webhookActions: 98 },
        { automations: 0, webhookActions: 3 },
        limits,
      ),
    ).toEqual(conflict('this space has 98 of its limit of 100 send_webhook actions; this change adds 3'));
  });

  it('lets a space over a lowered limit change what it has, adding nothing', () => {
    const none = { automations: 0, webhookActions: 0 };
    expect(checkAutomationLimits({ automations: 80, webhookActions: 300 }, none, limits)).toBeNull();
  });

  it('counts only the Send Webhook actions an update adds', () => {
    const one = aDealUpdatedAutomation({ actions: [aSendWebhookAction({ id: 'act_1' })] });
    const three = aDealUpdatedAutomation({
      actions: ['act_1', 'act_2', 'act_3'].map((id) => aSendWebhookAction({ id })),
    });
    expect(addedWebhookActions(null, three)).toBe(3);
    expect(addedWebhookActions(one, three)).toBe(2);
    expect(addedWebhookActions(three, one)).toBe(0);
  });
});
