import type { Automation, AutomationAction, AutomationTrigger, Condition, ConditionOp } from '@deal/domain';
import { conditionValueToText } from './condition-value.text';

export const TRIGGER_LABELS: Readonly<Record<AutomationTrigger, string>> = {
  deal_updated: 'Deal updated',
  deal_created: 'Deal created',
  webhook_received: 'Webhook received',
};

export const OP_LABELS: Readonly<Record<ConditionOp, string>> = {
  equals: 'equals',
  in: 'is one of (in)',
  changed: 'changed',
  changed_to: 'changed to',
  changed_from: 'changed from',
  greater: 'greater than',
  less: 'less than',
};

export function triggerLabel(trigger: AutomationTrigger): string {
  return TRIGGER_LABELS[trigger];
}

/** `status changed to pending`, `owner equals (unset)`. */
export function conditionText(condition: Condition): string {
  const op = OP_LABELS[condition.op];
  if (condition.op === 'changed') return `${condition.field} ${op}`;
  const value = conditionValueToText(condition.field, condition.value);
  return `${condition.field} ${op} ${value === '' ? '(unset)' : value}`;
}

/** One line per action, for the list and the automation page. */
export function actionSummary(action: AutomationAction): string {
  if (action.type === 'send_webhook') return `Send webhook to ${action.url}`;
  const fields = action.fields;
  return `Update deal: ${fields && fields.length > 0 ? fields.join(', ') : 'every field'}`;
}

export function actionsSummary(automation: Automation): string {
  return automation.actions.map(actionSummary).join('; ');
}
