import { describedBy, Field } from '../views/forms';

/**
 * A space's currency (new space, space settings): three letters, checked by the browser before the
 * domain checks the code. The label and hint say what the form does with it.
 */
export function SpaceCurrencyField(props: {
  label: string;
  hint: string;
  value: string;
  error?: string | undefined;
}) {
  const { label, hint, value, error } = props;
  return (
    <Field id="currency" label={label} hint={hint} error={error}>
      <input
        id="currency"
        name="currency"
        required
        minLength={3}
        maxLength={3}
        pattern="[A-Za-z]{3}"
        value={value}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={describedBy('currency', hint, error)}
      />
    </Field>
  );
}
