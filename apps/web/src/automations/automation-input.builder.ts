import type { Automation, ValidationIssue } from '@deal/domain';
import { issuesByField } from '../views/forms';
import type { AutomationForm, ConditionRow, WebhookRow } from './automation-form';
import { conditionValueFromText } from './condition-value.text';

/** Where each action sent came from in the form, to put its messages next to the right row. */
export type ActionSource = { readonly kind: 'webhook'; readonly row: number } | { readonly kind: 'update' };

/**
 * The form as the domain's automation parsers read it, and the form row behind each of its
 * actions. `body` is the parsers' own input form (`parseNewAutomation`, `parseAutomationPatch`:
 * the JSON-shaped object of docs/automations.md "Request shape"), which the create and update use
 * cases check.
 */
export interface AutomationParserInput {
  readonly body: Record<string, unknown>;
  readonly sources: readonly ActionSource[];
}

/**
 * The input of `parseNewAutomation` (through the create use case). Actions of the other trigger's
 * kind are passed too when filled in, so the domain's rule about trigger/action pairs speaks for
 * itself instead of the form silently dropping what was typed.
 */
export function newAutomationInput(form: AutomationForm): AutomationParserInput {
  const incoming = form.trigger === 'webhook_received';
  const actions: unknown[] = [];
  const sources: ActionSource[] = [];
  if (incoming || form.updateFields.length > 0) {
    actions.push(updateDeal(form, false));
    sources.push({ kind: 'update' });
  }
  addWebhooks(form, false, actions, sources);
  const conditions = form.conditions.map(condition);
  const trigger = {
    type: form.trigger,
    ...((!incoming || conditions.length > 0) && { conditions }),
    ...(incoming && form.requireSignature && { require_signature: true }),
  };
  return { body: { name: form.name, enabled: form.enabled, trigger, actions }, sources };
}

/**
 * The input of `parseAutomationPatch` (through the update use case): name, conditions (of either
 * trigger) and the action list (enabled has its own buttons). Existing actions keep their ids, so they keep their
 * secrets and delivery logs.
 */
export function automationPatchInput(form: AutomationForm, current: Automation): AutomationParserInput {
  const trigger = { conditions: form.conditions.map(condition) };
  if (current.trigger === 'webhook_received') {
    const signed = { ...trigger, require_signature: form.requireSignature };
    const body = { name: form.name, trigger: signed, actions: [updateDeal(form, true)] };
    return { body, sources: [{ kind: 'update' }] };
  }
  const actions: unknown[] = [];
  const sources: ActionSource[] = [];
  addWebhooks(form, true, actions, sources);
  return { body: { name: form.name, trigger, actions }, sources };
}

/** The domain's issues by form control id ('' for the form as a whole). */
export function formErrors(
  issues: readonly ValidationIssue[],
  sources: readonly ActionSource[],
): Record<string, string> {
  return issuesByField(issues.map((issue) => ({ ...issue, path: [controlOf(issue.path, sources)] })));
}

function controlOf(path: readonly (string | number)[], sources: readonly ActionSource[]): string {
  const [first, second, third, fourth] = path.map(String);
  if (first === 'name' || first === 'enabled') return first;
  if (first === 'trigger') {
    if (second !== 'conditions') return 'trigger';
    if (third === undefined) return 'conditions';
    return `c${third}_${fourth === 'op' || fourth === 'value' ? fourth : 'field'}`;
  }
  if (first === 'actions') {
    const source = second === undefined ? undefined : sources[Number(second)];
    if (source === undefined) return 'actions';
    if (source.kind === 'update') return 'update_fields';
    return `w${source.row}_${third === 'message' ? 'message' : 'url'}`;
  }
  return '';
}

function condition(row: ConditionRow): Record<string, unknown> {
  const value = conditionValueFromText(row.field, row.op, row.value);
  return {
    ...(row.field !== '' && { field: row.field }),
    ...(row.op !== '' && { op: row.op }),
    ...(value !== undefined && { value }),
  };
}

function addWebhooks(form: AutomationForm, keepIds: boolean, actions: unknown[], sources: ActionSource[]) {
  form.webhooks.forEach((row, index) => {
    if (row.remove) return;
    actions.push(sendWebhook(row, keepIds));
    sources.push({ kind: 'webhook', row: index });
  });
}

function sendWebhook(row: WebhookRow, keepId: boolean): Record<string, unknown> {
  return {
    ...(keepId && row.id !== '' && { id: row.id }),
    type: 'send_webhook',
    url: row.url.trim(),
    message: row.message === '' ? null : row.message,
  };
}

/** No field ticked applies every field, as the domain's `fields: null` does. */
function updateDeal(form: AutomationForm, keepId: boolean): Record<string, unknown> {
  return {
    ...(keepId && form.updateActionId !== '' && { id: form.updateActionId }),
    type: 'update_deal',
    fields: form.updateFields.length > 0 ? [...form.updateFields] : null,
  };
}
