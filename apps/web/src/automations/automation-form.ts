import { MAX_ACTIONS, sendWebhookActions, type Automation } from '@deal/domain';
import type { FormFields } from '../form-fields';
import { conditionValueToText } from './condition-value.text';

/** One condition row of the form, as typed. */
export interface ConditionRow {
  readonly field: string;
  readonly op: string;
  readonly value: string;
}

/** One Send Webhook row; `id` is set for an action that exists (kept with its secret and log). */
export interface WebhookRow {
  readonly id: string;
  readonly url: string;
  readonly message: string;
  readonly remove: boolean;
}

/** What the create and edit forms hold, as typed (rows without the blank ones). */
export interface AutomationForm {
  readonly name: string;
  readonly enabled: boolean;
  readonly trigger: string;
  readonly conditions: readonly ConditionRow[];
  readonly webhooks: readonly WebhookRow[];
  readonly updateActionId: string;
  readonly updateFields: readonly string[];
  /** Webhook received only: calls must carry Standard Webhooks signatures (`trigger.require_signature`). */
  readonly requireSignature: boolean;
}

/** Messages by form control id; '' for the form as a whole. */
export type FormErrors = Readonly<Record<string, string>>;

/** Empty rows offered below the filled ones: no script is needed to add a condition or an action. */
export const BLANK_CONDITION_ROWS = 3;
export const BLANK_WEBHOOK_ROWS = 2;
/** Rows read from a post at most: a hand-made request cannot make the server loop for long. */
const MAX_ROWS = 60;

export function emptyForm(): AutomationForm {
  return {
    name: '',
    enabled: true,
    trigger: 'deal_updated',
    conditions: [],
    webhooks: [],
    updateActionId: '',
    updateFields: [],
    requireSignature: false,
  };
}

/** The form of an existing automation, for editing. */
export function formOf(automation: Automation): AutomationForm {
  const update = automation.actions.find((action) => action.type === 'update_deal');
  return {
    name: automation.name,
    enabled: automation.enabled,
    trigger: automation.trigger,
    conditions: automation.conditions.map((condition) => ({
      field: condition.field,
      op: condition.op,
      value: condition.op === 'changed' ? '' : conditionValueToText(condition.field, condition.value),
    })),
    webhooks: sendWebhookActions(automation).map((action) => ({
      id: action.id,
      url: action.url,
      message: action.message ?? '',
      remove: false,
    })),
    updateActionId: update?.id ?? '',
    updateFields: update?.fields ?? [],
    requireSignature: (automation.inboundSigningSecret ?? null) !== null,
  };
}

/** A posted form; blank rows are dropped, so row n of the result is the nth row sent. */
export function readForm(fields: FormFields): AutomationForm {
  const conditions = rows(fields, 'condition_rows', (n) => ({
    field: fields.text(`c${n}_field`),
    op: fields.text(`c${n}_op`),
    value: fields.text(`c${n}_value`),
  })).filter((row) => row.field !== '' || row.op !== '' || row.value.trim() !== '');
  const webhooks = rows(fields, 'webhook_rows', (n) => ({
    id: fields.text(`w${n}_id`),
    url: fields.text(`w${n}_url`),
    message: fields.text(`w${n}_message`),
    remove: fields.checked(`w${n}_remove`),
  })).filter((row) => row.id !== '' || row.url.trim() !== '' || row.message.trim() !== '');
  return {
    name: fields.text('name'),
    enabled: fields.checked('enabled'),
    trigger: fields.text('trigger'),
    conditions,
    webhooks,
    updateActionId: fields.text('update_action_id'),
    updateFields: fields.texts('update_fields'),
    requireSignature: fields.checked('require_signature'),
  };
}

/** The rows to render: the filled ones, then blank ones to fill in. */
export function conditionRowsOf(form: AutomationForm): ConditionRow[] {
  const blank = { field: '', op: '', value: '' };
  return [...form.conditions, ...Array.from({ length: BLANK_CONDITION_ROWS }, () => blank)];
}

export function webhookRowsOf(form: AutomationForm): WebhookRow[] {
  const blanks = Math.max(0, Math.min(BLANK_WEBHOOK_ROWS, MAX_ACTIONS - form.webhooks.length));
  const blank = { id: '', url: '', message: '', remove: false };
  return [...form.webhooks, ...Array.from({ length: blanks }, () => blank)];
}

function rows<T>(fields: FormFields, countField: string, row: (n: number) => T): T[] {
  const count = Number.parseInt(fields.text(countField), 10);
  const length = Number.isFinite(count) ? Math.max(0, Math.min(count, MAX_ROWS)) : 0;
  return Array.from({ length }, (_, n) => row(n));
}
