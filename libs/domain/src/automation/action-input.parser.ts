import { err, ok, type Result } from '../shared/result';
import type { ValidationIssue } from '../shared/validation-issue';
import type { UpdateDealField } from '../webhook-in/update-deal-fields';
import { sendWebhookSettings, updateDealSettings } from './action-settings.rules';
import {
  ACTION_TYPE_FOR_TRIGGER,
  type AutomationAction,
  type AutomationActionType,
  type AutomationTrigger,
} from './automation';
import { isPlainObject, sent, unknownKeyIssues } from './json-input';

export const MAX_ACTIONS = 10;
const ACTION_TYPES: readonly AutomationActionType[] = ['send_webhook', 'update_deal'];

/** A validated action as requested; ids and secrets are assigned by `automation.factory.ts`. */
export type ActionSpec =
  | {
      readonly type: 'send_webhook';
      readonly url: string;
      readonly message: string | null;
      /** An existing action kept (its id, secret and delivery log); null for a new one. */
      readonly keepId: string | null;
    }
  | {
      readonly type: 'update_deal';
      readonly fields: readonly UpdateDealField[] | null;
      readonly keepId: string | null;
    };

export interface ActionRuleOptions {
  /** `WEBHOOK_ALLOW_LOOPBACK` (CONTRACT §1). */
  readonly allowLoopback: boolean;
}

type Path = readonly string[];
type Checked<T> = Result<T, ValidationIssue[]>;
const issue = (path: Path, message: string): ValidationIssue[] => [{ path: [...path], message }];

/**
 * The `actions` list of a create or update request. `trigger` is null when the trigger itself was
 * invalid (compatibility is then not checked); `existing` is the automation's current actions on an
 * update (an item may then name one by `id` to keep it) and null on a create (where `id` is unknown).
 */
export function parseActions(
  raw: unknown,
  trigger: AutomationTrigger | null,
  existing: readonly AutomationAction[] | null,
  options: ActionRuleOptions,
): Checked<ActionSpec[]> {
  const at = ['actions'];
  if (!Array.isArray(raw)) return err(issue(at, 'must be a list of actions'));
  if (raw.length === 0) return err(issue(at, 'must have at least one action'));
  if (raw.length > MAX_ACTIONS) return err(issue(at, `must have at most ${MAX_ACTIONS} actions`));
  // Two Update Deal actions would apply one payload twice, racing over the same deal.
  if (trigger === 'webhook_received' && raw.length > 1) {
    return err(issue(at, 'a webhook_received automation takes exactly one update_deal action'));
  }
  const issues: ValidationIssue[] = [];
  const actions: ActionSpec[] = [];
  const keptIds = new Set<string>();
  for (let index = 0; index < raw.length; index++) {
    const parsed = parseAction(raw[index], [...at, String(index)], trigger, existing, options);
    if (!parsed.ok) {
      issues.push(...parsed.error);
      continue;
    }
    const { keepId } = parsed.value;
    if (keepId !== null && keptIds.has(keepId)) {
      issues.push(...issue([...at, String(index), 'id'], 'names an action already listed'));
    }
    if (keepId !== null) keptIds.add(keepId);
    actions.push(parsed.value);
  }
  return issues.length ? err(issues) : ok(actions);
}

function parseAction(
  raw: unknown,
  at: Path,
  trigger: AutomationTrigger | null,
  existing: readonly AutomationAction[] | null,
  options: ActionRuleOptions,
): Checked<ActionSpec> {
  if (!isPlainObject(raw)) return err(issue(at, 'must be an object with a type'));
  const type = raw['type'];
  if (typeof type !== 'string' || !(ACTION_TYPES as readonly string[]).includes(type)) {
    const message = sent(raw, 'type') ? `must be one of ${ACTION_TYPES.join(', ')}` : 'is required';
    return err(issue([...at, 'type'], message));
  }
  const actionType = type as AutomationActionType;
  const own = actionType === 'send_webhook' ? ['url', 'message'] : ['fields'];
  // On an update an item may be the action as read, `id` and read-only `endpoint` (its health,
  // changed only by the dispatcher and the enable route) included: `endpoint` is ignored.
  const asRead = existing ? ['id', ...(actionType === 'send_webhook' ? ['endpoint'] : [])] : [];
  const issues = unknownKeyIssues(raw, ['type', ...asRead, ...own], at);
  if (trigger !== null && ACTION_TYPE_FOR_TRIGGER[trigger] !== actionType) {
    const expected = ACTION_TYPE_FOR_TRIGGER[trigger];
    issues.push(...issue([...at, 'type'], `a ${trigger} automation takes only ${expected} actions`));
  }
  const keepId = existing ? keptAction(raw, actionType, existing, at) : ok(null);
  if (!keepId.ok) issues.push(...keepId.error);
  const body =
    actionType === 'send_webhook' ? sendWebhookSettings(raw, at, options) : updateDealSettings(raw, at);
  if (!body.ok) issues.push(...body.error);
  if (issues.length || !body.ok || !keepId.ok) return err(issues);
  return ok({ ...body.value, keepId: keepId.value } as ActionSpec);
}

/** `id` on an update: an existing action of the same type, kept with its secret and log. */
function keptAction(
  raw: Record<string, unknown>,
  type: AutomationActionType,
  existing: readonly AutomationAction[],
  at: Path,
): Checked<string | null> {
  if (!sent(raw, 'id') || raw['id'] === null) return ok(null);
  const id = raw['id'];
  const match = existing.find((action) => action.id === id && action.type === type);
  return match ? ok(match.id) : err(issue([...at, 'id'], `matches no ${type} action of this automation`));
}
