import { describedBy, Field } from '../views/forms';
import { reschedulePath } from './deal-paths';

export const SHIFT_HINT =
  'An offset from the current start, like +2w, -3d or +1m (days, weeks, calendar months), or a date ' +
  'YYYY-MM-DD. Either moves the start to the Monday on or before it (UTC).';

/**
 * The first step of a reschedule: a GET form, since a preview changes nothing. The preview page
 * shows what would happen and carries the shift on to "Confirm reschedule".
 */
export function ShiftForm(props: {
  spaceId: string;
  dealId: string;
  shift: string;
  error?: string | undefined;
  label?: string;
}) {
  const { error } = props;
  return (
    <form method="get" action={reschedulePath(props.spaceId, props.dealId)}>
      <Field id="shift" label={props.label ?? 'Shift'} hint={SHIFT_HINT} error={error}>
        <input
          id="shift"
          name="shift"
          required
          value={props.shift}
          autocomplete="off"
          class="mono"
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={describedBy('shift', SHIFT_HINT, error)}
        />
      </Field>
      <button type="submit" class="secondary">
        Preview
      </button>
    </form>
  );
}
