import {
  ACTION_TYPE_FOR_TRIGGER,
  CONDITION_FIELDS,
  CONDITION_OPS,
  DEAL_STATUSES,
  RECEIVED_CONDITION_FIELDS,
  RECEIVED_CONDITION_OPS,
  type AutomationTrigger,
  type ConditionOp,
} from '@deal/domain';
import { describedBy, Field } from '../views/forms';
import {
  conditionRowsOf,
  type AutomationForm,
  type ConditionRow,
  type FormErrors as Errors,
} from './automation-form';
import { OP_LABELS } from './automation-labels';

const VALUE_HINT =
  `Leave empty for "changed", or to mean unset. Lists for "is one of": comma-separated (or a JSON list). ` +
  `Dates: YYYY-MM-DD (UTC) or epoch milliseconds. Status: ${DEAL_STATUSES.join(', ')}. ` +
  'Owner: the user id (usr_…).';

const PAYLOAD_FIELDS = RECEIVED_CONDITION_FIELDS.filter((field) => field.startsWith('payload.'));
const DEAL_FIELDS = RECEIVED_CONDITION_FIELDS.filter((field) => field.startsWith('deal.'));

/** The fields a trigger's conditions may test, grouped as the select shows them (docs/automations.md). */
const FIELD_GROUPS: Readonly<
  Record<AutomationTrigger, readonly { label: string; fields: readonly string[] }[]>
> = {
  deal_updated: [{ label: 'Deal updated: the deal after the change', fields: CONDITION_FIELDS }],
  deal_created: [{ label: 'Deal created: the new deal', fields: CONDITION_FIELDS }],
  webhook_received: [
    { label: 'Webhook received: the incoming payload', fields: PAYLOAD_FIELDS },
    { label: 'Webhook received: the matched deal, before the change', fields: DEAL_FIELDS },
  ],
};

const TRIGGER_HINTS: Readonly<Record<AutomationTrigger, string>> = {
  deal_updated: 'Deal updated: the automation runs when all of them hold; with none it runs on every change.',
  deal_created:
    'Deal created: the automation runs when all of them hold for the new deal; with none it runs for every ' +
    'new deal. Nothing has changed yet, so "changed" never holds.',
  webhook_received:
    'Webhook received: the Update deal action applies the payload only when all of them hold (payload.… ' +
    'tests the incoming body, where a field not sent is unset; deal.… tests the matched deal before the ' +
    'change); with none it applies every payload. Only equals, is one of, greater than and less than apply.',
};

/** Condition rows: the filled ones and three blank ones (empty rows are ignored). */
export function ConditionsSection({
  form,
  errors,
  trigger,
}: {
  form: AutomationForm;
  errors: Errors;
  /** The automation's trigger; null on the create form, which offers both triggers' fields. */
  trigger: AutomationTrigger | null;
}) {
  const rows = conditionRowsOf(form);
  const triggers: AutomationTrigger[] = trigger === null ? ['deal_updated', 'webhook_received'] : [trigger];
  return (
    <section class="card" aria-labelledby="conditions-heading">
      <h2 id="conditions-heading">Conditions</h2>
      <p class="hint" id="conditions-hint">
        {triggers.map((t) => TRIGGER_HINTS[t]).join(' ')} {VALUE_HINT}
      </p>
      {errors['conditions'] && <p class="error">{errors['conditions']}</p>}
      <input type="hidden" name="condition_rows" value={String(rows.length)} />
      {rows.map((row, n) => (
        <ConditionFields key={n} n={n} row={row} errors={errors} triggers={triggers} />
      ))}
    </section>
  );
}

function ConditionFields({
  n,
  row,
  errors,
  triggers,
}: {
  n: number;
  row: ConditionRow;
  errors: Errors;
  triggers: readonly AutomationTrigger[];
}) {
  const groups = triggers.flatMap((trigger) => FIELD_GROUPS[trigger]);
  const ops: readonly ConditionOp[] = triggers.some((t) => ACTION_TYPE_FOR_TRIGGER[t] === 'send_webhook')
    ? CONDITION_OPS
    : RECEIVED_CONDITION_OPS;
  const id = (part: string) => `c${n}_${part}`;
  return (
    <fieldset class="condition-row">
      <legend>Condition {n + 1}</legend>
      <Field id={id('field')} label="Field" error={errors[id('field')]}>
        <select
          id={id('field')}
          name={id('field')}
          aria-describedby={describedBy(id('field'), '', errors[id('field')])}
        >
          <option value="">—</option>
          {groups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.fields.map((field) => (
                <option key={field} value={field} selected={row.field === field}>
                  {field}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </Field>
      <Field id={id('op')} label="Operator" error={errors[id('op')]}>
        <select id={id('op')} name={id('op')} aria-describedby={describedBy(id('op'), '', errors[id('op')])}>
          <option value="">—</option>
          {ops.map((op) => (
            <option key={op} value={op} selected={row.op === op}>
              {OP_LABELS[op]}
            </option>
          ))}
        </select>
      </Field>
      <Field id={id('value')} label="Value" error={errors[id('value')]}>
        <input
          id={id('value')}
          name={id('value')}
          value={row.value}
          aria-describedby={`conditions-hint ${describedBy(id('value'), '', errors[id('value')]) ?? ''}`.trim()}
        />
      </Field>
    </fieldset>
  );
}
