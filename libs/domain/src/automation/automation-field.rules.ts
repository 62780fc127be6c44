import { err, ok, type Result } from '../shared/result';
import type { ValidationIssue } from '../shared/validation-issue';
import { AUTOMATION_TRIGGERS, isAutomationTrigger, type AutomationTrigger } from './automation';
import type { Condition } from './condition';
import { parseConditions } from './condition.parser';
import { codePointLength, isPlainObject, sent, unknownKeyIssues } from './json-input';

export const MAX_AUTOMATION_NAME_LENGTH = 100;

type Checked<T> = Result<T, ValidationIssue[]>;
const issue = (path: readonly string[], message: string): ValidationIssue[] => [{ path: [...path], message }];

/** 1–100 characters once surrounding blanks are trimmed; stored trimmed. */
export function parseAutomationName(raw: unknown): Checked<string> {
  if (typeof raw !== 'string')
    return err(issue(['name'], raw === undefined ? 'is required' : 'must be a string'));
  const name = raw.trim();
  if (name === '') return err(issue(['name'], 'must not be blank'));
  return codePointLength(name) > MAX_AUTOMATION_NAME_LENGTH
    ? err(issue(['name'], `must be at most ${MAX_AUTOMATION_NAME_LENGTH} characters`))
    : ok(name);
}

export function parseEnabled(raw: unknown): Checked<boolean> {
  return typeof raw === 'boolean' ? ok(raw) : err(issue(['enabled'], 'must be true or false'));
}

export interface TriggerInput {
  /** Undefined when the request left the trigger type out (allowed on an update only). */
  readonly type: AutomationTrigger | undefined;
  /** Undefined when not sent; `[]` when sent as null (no conditions). */
  readonly conditions: Condition[] | undefined;
  /** `require_signature`; undefined when not sent. */
  readonly requireSignature: boolean | undefined;
}

/**
 * `trigger: {type, conditions?}`. Each trigger has its own condition fields: the deal change's for
 * `deal_updated`, the received payload's and the matched deal's (`payload.…`, `deal.…`) for
 * `webhook_received` (docs/automations.md). `typeRequired` is false on an update, where the type
 * may be left out (it cannot change anyway).
 */
export function parseTrigger(
  raw: unknown,
  options: { typeRequired: boolean; currentType?: AutomationTrigger },
): Checked<TriggerInput> {
  if (!isPlainObject(raw)) {
    return err(
      issue(['trigger'], raw === undefined ? 'is required' : 'must be an object {type, conditions?}'),
    );
  }
  const issues = unknownKeyIssues(raw, ['type', 'conditions', 'require_signature'], ['trigger']);
  let type: AutomationTrigger | undefined;
  if (sent(raw, 'type') || options.typeRequired) {
    if (isAutomationTrigger(raw['type'])) type = raw['type'];
    else {
      const message = sent(raw, 'type') ? `must be one of ${AUTOMATION_TRIGGERS.join(', ')}` : 'is required';
      issues.push(...issue(['trigger', 'type'], message));
    }
  }
  if (type !== undefined && options.currentType !== undefined && type !== options.currentType) {
    issues.push(...issue(['trigger', 'type'], 'cannot be changed; create a new automation instead'));
  }
  const effective = type ?? options.currentType;
  const conditions = triggerConditions(raw, effective);
  if (!conditions.ok) issues.push(...conditions.error);
  const requireSignature = sent(raw, 'require_signature') ? raw['require_signature'] : undefined;
  if (requireSignature !== undefined && typeof requireSignature !== 'boolean') {
    issues.push(...issue(['trigger', 'require_signature'], 'must be true or false'));
  } else if (requireSignature === true && effective !== 'webhook_received') {
    issues.push(...issue(['trigger', 'require_signature'], 'applies only to a webhook_received trigger'));
  }
  if (issues.length || !conditions.ok) return err(issues);
  return ok({
    type,
    conditions: conditions.value,
    requireSignature: requireSignature as boolean | undefined,
  });
}

function triggerConditions(
  raw: Record<string, unknown>,
  type: AutomationTrigger | undefined,
): Checked<Condition[] | undefined> {
  if (!sent(raw, 'conditions')) return ok(undefined);
  // With an invalid type the conditions are still checked (as deal_updated's), so one round trip
  // shows every problem.
  return parseConditions(raw['conditions'] ?? [], ['trigger', 'conditions'], type ?? 'deal_updated');
}
