import { err, ok, type Result } from '../../shared/result';
import type { ValidationIssue } from '../../shared/validation-issue';
import { isAutomationTrigger, type Automation, type AutomationTrigger } from '../automation';
import type { Condition } from '../condition';
import { parseActions, type ActionRuleOptions, type ActionSpec } from '../action-input.parser';
import { parseAutomationName, parseEnabled, parseTrigger } from '../automation-field.rules';
import { isPlainObject, sent, unknownKeyIssues } from '../json-input';

/** A validated create request; `newAutomation` turns it into an Automation with ids and secrets. */
export interface AutomationSpec {
  readonly name: string;
  readonly enabled: boolean;
  readonly trigger: AutomationTrigger;
  readonly conditions: readonly Condition[];
  /** `trigger.require_signature` (webhook_received only): Standard Webhooks signatures required. */
  readonly requireSignature?: boolean;
  readonly actions: readonly ActionSpec[];
}

/** A validated update request: only what was sent; `actions`, when sent, replaces the list. */
export interface AutomationPatch {
  readonly name?: string;
  readonly enabled?: boolean;
  readonly conditions?: readonly Condition[];
  readonly requireSignature?: boolean;
  readonly actions?: readonly ActionSpec[];
}

type Checked<T> = Result<T, ValidationIssue[]>;
const NOT_AN_OBJECT: ValidationIssue[] = [{ path: [], message: 'body must be a JSON object' }];

/**
 * The body of a create request (shape in docs/automations.md):
 * `{name, enabled?, trigger: {type, conditions?}, actions: [...]}`. Every problem at once, each
 * with its path; unknown fields are refused.
 */
export function parseNewAutomation(body: unknown, options: ActionRuleOptions): Checked<AutomationSpec> {
  if (!isPlainObject(body)) return err(NOT_AN_OBJECT);
  const issues = unknownKeyIssues(body, ['name', 'enabled', 'trigger', 'actions'], []);
  const name = parseAutomationName(body['name']);
  const enabled = sent(body, 'enabled') ? parseEnabled(body['enabled']) : ok(true);
  const trigger = parseTrigger(body['trigger'], { typeRequired: true });
  // The actions are checked against a valid trigger type even when its conditions have problems.
  const rawTrigger = body['trigger'];
  const type =
    isPlainObject(rawTrigger) && isAutomationTrigger(rawTrigger['type']) ? rawTrigger['type'] : null;
  const actions =
    body['actions'] === undefined
      ? err(missing('actions'))
      : parseActions(body['actions'], type, null, options);
  for (const part of [name, enabled, trigger, actions]) if (!part.ok) issues.push(...part.error);
  if (issues.length || !name.ok || !enabled.ok || !trigger.ok || !actions.ok || type === null)
    return err(issues);
  return ok({
    name: name.value,
    enabled: enabled.value,
    trigger: type,
    conditions: trigger.value.conditions ?? [],
    ...(trigger.value.requireSignature === true && { requireSignature: true }),
    actions: actions.value,
  });
}

/**
 * The body of an update request: any of `name`, `enabled`, `trigger` (its conditions; the type may
 * be repeated but not changed) and `actions` (the whole new list; an item with the `id` of an
 * existing action of the same type keeps that action's secret and delivery log).
 */
export function parseAutomationPatch(
  body: unknown,
  current: Automation,
  options: ActionRuleOptions,
): Checked<AutomationPatch> {
  if (!isPlainObject(body)) return err(NOT_AN_OBJECT);
  const issues = unknownKeyIssues(body, ['name', 'enabled', 'trigger', 'actions'], []);
  const patch: { -readonly [K in keyof AutomationPatch]: AutomationPatch[K] } = {};
  if (sent(body, 'name')) collect(parseAutomationName(body['name']), (name) => (patch.name = name));
  if (sent(body, 'enabled')) collect(parseEnabled(body['enabled']), (enabled) => (patch.enabled = enabled));
  if (sent(body, 'trigger')) {
    const trigger = parseTrigger(body['trigger'], { typeRequired: false, currentType: current.trigger });
    collect(trigger, (value) => {
      if (value.conditions) patch.conditions = value.conditions;
      if (value.requireSignature !== undefined) patch.requireSignature = value.requireSignature;
    });
  }
  if (sent(body, 'actions')) {
    const actions = parseActions(body['actions'], current.trigger, current.actions, options);
    collect(actions, (value) => (patch.actions = value));
  }
  return issues.length ? err(issues) : ok(patch);

  function collect<T>(checked: Checked<T>, use: (value: T) => unknown): void {
    if (checked.ok) use(checked.value);
    else issues.push(...checked.error);
  }
}

const missing = (field: string): ValidationIssue[] => [{ path: [field], message: 'is required' }];
