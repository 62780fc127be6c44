import { DEAL_NAME_MAX_LENGTH, type Role, type RoleRate } from '@deal/domain';
import { describedBy, Field } from '../views/forms';
import type { EstimateValues } from './estimate.form';
import { moneyText } from './pricing-text';

type Errors = Readonly<Record<string, string>>;

/** The roles an effort line may take, with the deal's copy of their rates for the indicative total. */
export interface RoleChoice {
  readonly role: Role;
  readonly rate: RoleRate;
}

function Input(props: {
  id: string;
  name: string;
  label: string;
  value: string;
  errors: Errors;
  numeric?: boolean;
  hint?: string;
}) {
  const { id, name, errors } = props;
  return (
    <Field id={id} label={props.label} hint={props.hint} error={errors[name]}>
      <input
        id={id}
        name={name}
        required
        value={props.value}
        {...(props.numeric
          ? { inputMode: 'decimal' as const, autocomplete: 'off' }
          : { maxLength: DEAL_NAME_MAX_LENGTH })}
        data-field={name}
        aria-invalid={errors[name] ? 'true' : undefined}
        aria-describedby={describedBy(id, props.hint, errors[name])}
      />
    </Field>
  );
}

/**
 * The fields of one estimate form (ids start with `prefix`): a name, then a role and a quantity for
 * effort, or a price and a cost for a fixed amount; and the indicative price, which app.js updates
 * as one types. The server prices the line when it is saved: that figure is the one that counts.
 */
export function EstimateFields(props: {
  prefix: string;
  values: EstimateValues;
  errors: Errors;
  choices: readonly RoleChoice[];
  currency: string;
  /** The server's price of the line as saved, shown until one types. */
  saved: bigint | null;
}) {
  const { prefix, values, errors, choices } = props;
  const id = (field: string) => `${prefix}-${field}`;
  const quantityHint = 'In the role’s unit: hours or days, up to 2 decimals.';
  return (
    <>
      <div class="line-fields">
        <Input id={id('name')} name="name" label="Line" value={values.name} errors={errors} />
        {values.kind === 'effort' ? (
          <>
            <Field id={id('role')} label="Role" error={errors['role_id']}>
              <select
                id={id('role')}
                name="role_id"
                required
                data-field="role_id"
                aria-invalid={errors['role_id'] ? 'true' : undefined}
                aria-describedby={describedBy(id('role'), undefined, errors['role_id'])}
              >
                <option value="" selected={values.roleId === ''}>
                  Choose a role
                </option>
                {choices.map(({ role, rate }) => (
                  <option
                    key={role.id}
                    value={role.id}
                    selected={values.roleId === role.id}
                    data-price-rate={String(rate.priceRate)}
                  >
                    {`${role.name} (${moneyText(BigInt(rate.priceRate), props.currency)} per ${role.unit})`}
                  </option>
                ))}
              </select>
            </Field>
            <Input
              id={id('quantity')}
              name="quantity"
              label="Quantity"
              value={values.quantity}
              errors={errors}
              numeric
              hint={quantityHint}
            />
          </>
        ) : (
          <>
            <Input
              id={id('fixed-price')}
              name="fixed_price"
              label="Fixed price"
              value={values.fixedPrice}
              errors={errors}
              numeric
            />
            <Input
              id={id('fixed-cost')}
              name="fixed_cost"
              label="Fixed cost"
              value={values.fixedCost}
              errors={errors}
              numeric
            />
          </>
        )}
      </div>
      <p class="hint">
        Price as you type:{' '}
        <output data-indicative>{props.saved === null ? '—' : moneyText(props.saved, props.currency)}</output>{' '}
        (indicative, before the discount; the server computes the figures when you save).
      </p>
    </>
  );
}
