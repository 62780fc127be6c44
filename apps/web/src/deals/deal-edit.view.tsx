import { DEAL_NAME_MAX_LENGTH, type Deal } from '@deal/domain';
import type { WebContext } from '../session/web-context';
import { describedBy, Field, Notice, PostForm } from '../views/forms';
import {
  DEAL_EDIT_FIELDS,
  dealEditValuesOf,
  ESTIMATED_EDIT_FIELDS,
  type DealEditField,
} from './deal-edit.form';
import type { EditFormState } from './deal-forms.state';
import { editDealPath } from './deal-paths';

type Input = { label: string; hint?: string };

const INPUTS: Readonly<Record<Exclude<DealEditField, 'name' | 'description'>, Input>> = {
  price: { label: 'Price', hint: 'In the deal currency, like 1250.50.' },
  cost: { label: 'Cost', hint: 'The margin follows from price and cost.' },
  target_price: { label: 'Target price' },
  target_margin: { label: 'Target margin (%)', hint: 'From 0 to 100.' },
  probability: { label: 'Win probability (%)', hint: 'From 0 to 100.' },
  start: { label: 'Start' },
  end: { label: 'End', hint: 'Not before the start.' },
  due: { label: 'Due' },
  account: { label: 'Account' },
};

const CLEARS = 'Empty fields are cleared. Dates here are set as given; a reschedule moves a schedule.';

/** Shown instead of the price and cost inputs of a deal with estimates. */
export const FIGURES_FROM_ESTIMATES_HINT =
  'Price, cost and margin come from the deal’s estimates: change the estimates or the pricing to change them.';

/**
 * "Edit deal": the fields of `PATCH /v1/deal/{id}`, filled with the deal's values (or, after a
 * refusal, with what was typed and a message by each field). Folded away until opened, open when
 * it holds errors. A deal with estimates (`priced`) has no price or cost to edit: a note says why.
 */
export function DealEditForm(props: {
  web: WebContext;
  spaceId: string;
  deal: Deal;
  state: EditFormState | null;
  priced: boolean;
}) {
  const { web, deal } = props;
  const mine = props.state?.form === 'deal' ? props.state : null;
  const values = mine?.values ?? dealEditValuesOf(deal);
  const errors = mine?.errors ?? {};
  const id = (field: string) => `deal-${field}`;
  const input = (field: DealEditField, { label, hint }: Input) => (
    <Field key={field} id={id(field)} label={label} hint={hint} error={errors[field]}>
      <input
        id={id(field)}
        name={field}
        type={DEAL_EDIT_FIELDS[field][0] === 'date' ? 'date' : 'text'}
        inputMode={
          DEAL_EDIT_FIELDS[field][0] === 'amount' || DEAL_EDIT_FIELDS[field][0] === 'percent'
            ? 'decimal'
            : undefined
        }
        value={values[field]}
        aria-invalid={errors[field] ? 'true' : undefined}
        aria-describedby={describedBy(id(field), hint, errors[field])}
      />
    </Field>
  );
  return (
    <section class="card" aria-labelledby="edit-title">
      <h2 id="edit-title">Edit deal</h2>
      <details open={mine !== null}>
        <summary>Name, amounts, dates, account and description</summary>
        {mine && <Notice tone="error">{errors[''] ?? 'Nothing was saved. Check the fields below.'}</Notice>}
        <PostForm web={web} action={editDealPath(props.spaceId, deal.id)}>
          <p class="hint">{CLEARS}</p>
          {props.priced && (
            <p class="hint" id="deal-figures-note">
              {FIGURES_FROM_ESTIMATES_HINT}
            </p>
          )}
          <Field id={id('name')} label="Name" error={errors['name']}>
            <input
              id={id('name')}
              name="name"
              required
              maxLength={DEAL_NAME_MAX_LENGTH}
              value={values.name}
              aria-invalid={errors['name'] ? 'true' : undefined}
              aria-describedby={describedBy(id('name'), undefined, errors['name'])}
            />
          </Field>
          <div class="grid-2">
            {(Object.entries(INPUTS) as [Exclude<DealEditField, 'name' | 'description'>, Input][])
              .filter(([field]) => !(props.priced && ESTIMATED_EDIT_FIELDS.has(field)))
              .map(([field, spec]) => input(field, spec))}
          </div>
          <Field id={id('description')} label="Description" error={errors['description']}>
            <textarea
              id={id('description')}
              name="description"
              rows={4}
              aria-invalid={errors['description'] ? 'true' : undefined}
              aria-describedby={describedBy(id('description'), undefined, errors['description'])}
            >
              {values.description}
            </textarea>
          </Field>
          <button type="submit">Save deal</button>
        </PostForm>
      </details>
    </section>
  );
}
