import { DEAL_NAME_MAX_LENGTH, type DatedPhase } from '@deal/domain';
import type { WebContext } from '../session/web-context';
import { describedBy, Field, Notice, PostForm } from '../views/forms';
import type { EditFormState } from './deal-forms.state';
import { phasePath, phasesPath, removePhasePath } from './deal-paths';
import { BLANK_PHASE, phaseValuesOf, type PhaseValues } from './phase.form';

type Errors = Readonly<Record<string, string>>;

const SCHEDULE_HINT =
  "Relative phases keep their distance from the deal's start; they need the deal to have one.";

/** The fields of one phase form; ids start with `prefix`, names are the form's. */
function PhaseFields({ prefix, values, errors }: { prefix: string; values: PhaseValues; errors: Errors }) {
  const id = (field: string) => `${prefix}-${field}`;
  return (
    <>
      <Field id={id('name')} label="Phase name" error={errors['name']}>
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
        {(['start', 'end'] as const).map((field) => (
          <Field
            key={field}
            id={id(field)}
            label={field === 'start' ? 'Phase start' : 'Phase end'}
            error={errors[field]}
          >
            <input
              id={id(field)}
              name={field}
              type="date"
              required
              value={values[field]}
              aria-invalid={errors[field] ? 'true' : undefined}
              aria-describedby={describedBy(id(field), undefined, errors[field])}
            />
          </Field>
        ))}
      </div>
      <Field id={id('schedule')} label="Schedule" hint={SCHEDULE_HINT} error={errors['pinned']}>
        <select
          id={id('schedule')}
          name="schedule"
          aria-invalid={errors['pinned'] ? 'true' : undefined}
          aria-describedby={describedBy(id('schedule'), SCHEDULE_HINT, errors['pinned'])}
        >
          <option value="pinned" selected={values.schedule === 'pinned'}>
            Pinned to its dates
          </option>
          <option value="relative" selected={values.schedule === 'relative'}>
            Follows the deal start
          </option>
        </select>
      </Field>
    </>
  );
}

const REFUSED = 'Nothing was saved. Check the fields below.';

/**
 * Per phase, an edit form and a remove button, folded under the phase's name; then "Add a phase".
 * Offered only while the deal accepts changes (not pending, not archived).
 */
export function PhaseForms(props: {
  web: WebContext;
  spaceId: string;
  dealId: string;
  phases: readonly DatedPhase[];
  state: EditFormState | null;
}) {
  const { web, spaceId, dealId, state } = props;
  const adding = state?.form === 'new-phase' ? state : null;
  return (
    <>
      {props.phases.map((phase) => {
        const mine = state?.form === 'phase' && state.phaseId === phase.id ? state : null;
        return (
          <details key={phase.id} class="card" open={mine !== null}>
            <summary>Edit or remove “{phase.name}”</summary>
            {mine && <Notice tone="error">{mine.errors[''] ?? REFUSED}</Notice>}
            <PostForm web={web} action={phasePath(spaceId, dealId, phase.id)}>
              <PhaseFields
                prefix={`phase-${phase.id}`}
                values={mine?.values ?? phaseValuesOf(phase)}
                errors={mine?.errors ?? {}}
              />
              <button type="submit">Save phase</button>
            </PostForm>
            <PostForm
              web={web}
              action={removePhasePath(spaceId, dealId, phase.id)}
              confirm={`Remove the phase “${phase.name}”?`}
              class="inline"
            >
              <button type="submit" class="danger">
                Remove phase
              </button>
            </PostForm>
          </details>
        );
      })}
      <details class="card" open={adding !== null}>
        <summary>Add a phase</summary>
        {adding && <Notice tone="error">{adding.errors[''] ?? REFUSED}</Notice>}
        <PostForm web={web} action={phasesPath(spaceId, dealId)}>
          <PhaseFields
            prefix="new-phase"
            values={adding?.values ?? BLANK_PHASE}
            errors={adding?.errors ?? {}}
          />
          <button type="submit">Add phase</button>
        </PostForm>
      </details>
    </>
  );
}
