import { err, ok, type Result } from '../shared/result';
import type { ValidationIssue } from '../shared/validation-issue';
import type { AutomationTrigger } from './automation';
import {
  CONDITION_FIELD_KINDS,
  CONDITION_FIELDS,
  CONDITION_OPS,
  RECEIVED_CONDITION_FIELDS,
  RECEIVED_CONDITION_OPS,
  type Condition,
  type ConditionField,
  type ConditionOp,
  type ConditionValue,
} from './condition';
import { exactValue, orderedValue } from './condition-value.rules';
import { isPlainObject, sent, unknownKeyIssues } from './json-input';

export const MAX_CONDITIONS = 20;
export const MAX_IN_VALUES = 50;

/** The fields and ops a trigger's conditions may use (one parser and one matcher for both). */
interface Vocabulary {
  readonly fields: readonly ConditionField[];
  readonly ops: readonly ConditionOp[];
  /** The number and date fields, the only ones greater / less apply to. */
  readonly ordered: readonly ConditionField[];
}

const vocabulary = (fields: readonly ConditionField[], ops: readonly ConditionOp[]): Vocabulary => ({
  fields,
  ops,
  ordered: fields.filter((f) => ['money', 'ratio', 'date'].includes(CONDITION_FIELD_KINDS[f])),
});

const VOCABULARIES: Readonly<Record<AutomationTrigger, Vocabulary>> = {
  deal_updated: vocabulary(CONDITION_FIELDS, CONDITION_OPS),
  // A created deal is tested like a change from nothing: same fields and ops; `changes` is {}, so
  // the `changed…` ops never hold (docs/events.md "deal_created").
  deal_created: vocabulary(CONDITION_FIELDS, CONDITION_OPS),
  webhook_received: vocabulary(RECEIVED_CONDITION_FIELDS, RECEIVED_CONDITION_OPS),
};

type Path = readonly string[];
type Checked<T> = Result<T, ValidationIssue[]>;
const issue = (path: Path, message: string): ValidationIssue[] => [{ path: [...path], message }];

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/**
 * Validates the conditions of a trigger from untrusted JSON (syntax in docs/automations.md): the
 * deal change's fields for `deal_updated`, `payload.…` and `deal.…` for `webhook_received`. Every
 * problem is reported at once, each with the path of the offending part under `path` (e.g.
 * `["trigger","conditions","0","op"]`). Never throws, whatever it is given.
 */
export function parseConditions(
  raw: unknown,
  path: Path = ['conditions'],
  trigger: AutomationTrigger = 'deal_updated',
): Checked<Condition[]> {
  const words = VOCABULARIES[trigger];
  if (!Array.isArray(raw)) return err(issue(path, 'must be a list of conditions'));
  if (raw.length > MAX_CONDITIONS) return err(issue(path, `must have at most ${MAX_CONDITIONS} conditions`));
  const issues: ValidationIssue[] = [];
  const conditions: Condition[] = [];
  // An index loop, not forEach: a hole in a sparse array is reported like any non-object.
  for (let index = 0; index < raw.length; index++) {
    const parsed = parseCondition(raw[index], [...path, String(index)], words);
    if (parsed.ok) conditions.push(parsed.value);
    else issues.push(...parsed.error);
  }
  return issues.length ? err(issues) : ok(conditions);
}

function parseCondition(raw: unknown, at: Path, words: Vocabulary): Checked<Condition> {
  if (!isPlainObject(raw)) return err(issue(at, 'must be an object {field, op, value}'));
  const issues = unknownKeyIssues(raw, ['field', 'op', 'value'], at);
  const { field, op } = raw;
  const isField = isOneOf(words.fields, field);
  const isOp = isOneOf(words.ops, op);
  if (!isField) {
    issues.push(
      ...issue(
        [...at, 'field'],
        sent(raw, 'field') ? `must be one of ${words.fields.join(', ')}` : 'is required',
      ),
    );
  }
  if (!isOp) {
    issues.push(
      ...issue([...at, 'op'], sent(raw, 'op') ? `must be one of ${words.ops.join(', ')}` : 'is required'),
    );
  }
  if (!isField || !isOp) return err(issues);
  const condition = conditionOf(field as ConditionField, op as ConditionOp, raw, at, words);
  if (!condition.ok) issues.push(...condition.error);
  return issues.length || !condition.ok ? err(issues) : condition;
}

function conditionOf(
  field: ConditionField,
  op: ConditionOp,
  raw: Record<string, unknown>,
  at: Path,
  words: Vocabulary,
): Checked<Condition> {
  const valuePath = [...at, 'value'];
  const hasValue = sent(raw, 'value');
  if (field.startsWith('actor.') && op.startsWith('changed')) {
    return err(issue([...at, 'op'], `${op} does not apply to ${field}: who made a change does not change`));
  }
  if (op === 'changed') return hasValue ? err(issue(valuePath, 'changed takes no value')) : ok({ field, op });
  if (!hasValue) return err(issue(valuePath, `is required for ${op}`));
  const value = raw['value'];
  switch (op) {
    case 'greater':
    case 'less': {
      if (!words.ordered.includes(field)) {
        return err(issue([...at, 'op'], `${op} applies only to ${words.ordered.join(', ')}`));
      }
      const bound = orderedValue(field, value, valuePath);
      return bound.ok ? ok({ field, op, value: bound.value }) : bound;
    }
    case 'in':
      return inValues(field, value, valuePath);
    default: {
      const exact = exactValue(field, value, valuePath);
      return exact.ok ? ok({ field, op, value: exact.value }) : exact;
    }
  }
}

function inValues(field: ConditionField, raw: unknown, at: Path): Checked<Condition> {
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > MAX_IN_VALUES) {
    return err(issue(at, `must be a list of 1 to ${MAX_IN_VALUES} values`));
  }
  const issues: ValidationIssue[] = [];
  const values: ConditionValue[] = [];
  for (let index = 0; index < raw.length; index++) {
    const checked = exactValue(field, raw[index], [...at, String(index)]);
    if (checked.ok) values.push(checked.value);
    else issues.push(...checked.error);
  }
  return issues.length ? err(issues) : ok({ field, op: 'in', value: values });
}
