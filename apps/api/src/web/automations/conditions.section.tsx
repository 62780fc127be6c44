import { CONDITION_FIELDS, CONDITION_OPS, DEAL_STATUSES } from '@deal/domain';
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

/** Condition rows: the filled ones and three blank ones (empty rows are ignored). */
export function ConditionsSection({ form, errors }: { form: AutomationForm; errors: Errors }) {
  const rows = conditionRowsOf(form);
  return (
    <section class="card" aria-labelledby="conditions-heading">
      <h2 id="conditions-heading">Conditions</h2>
      <p class="hint" id="conditions-hint">
        For the Deal updated trigger only. The automation runs when all of them hold; with none it runs on
        every change. {VALUE_HINT}
      </p>
      {errors['conditions'] && <p class="error">{errors['conditions']}</p>}
      <input type="hidden" name="condition_rows" value={String(rows.length)} />
      {rows.map((row, n) => (
        <ConditionFields key={n} n={n} row={row} errors={errors} />
      ))}
    </section>
  );
}

function ConditionFields({ n, row, errors }: { n: number; row: ConditionRow; errors: Errors }) {
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
          {CONDITION_FIELDS.map((field) => (
            <option key={field} value={field} selected={row.field === field}>
              {field}
            </option>
          ))}
        </select>
      </Field>
      <Field id={id('op')} label="Operator" error={errors[id('op')]}>
        <select id={id('op')} name={id('op')} aria-describedby={describedBy(id('op'), '', errors[id('op')])}>
          <option value="">—</option>
          {CONDITION_OPS.map((op) => (
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
