import {
  type DatedPhase,
  type NewPhaseRequest,
  parseNewPhaseRequest,
  parsePhasePatchRequest,
  type PhasePatchRequest,
  type ValidationIssue,
} from '@deal/domain';
import type { FormFields } from '../form-fields';
import { DATE_MESSAGE, dateOf, dateText } from './deal-form-values';

/** A phase form as typed; `schedule` is `pinned` (keeps its dates) or `relative` (follows the start). */
export interface PhaseValues {
  readonly name: string;
  readonly start: string;
  readonly end: string;
  readonly schedule: 'pinned' | 'relative';
}

export const BLANK_PHASE: PhaseValues = { name: '', start: '', end: '', schedule: 'pinned' };

export function phaseValuesOf(phase: DatedPhase): PhaseValues {
  return {
    name: phase.name,
    start: dateText(phase.start),
    end: dateText(phase.end),
    schedule: phase.pinned ? 'pinned' : 'relative',
  };
}

function typedPhase(form: FormFields): PhaseValues {
  return {
    name: form.text('name'),
    start: form.text('start').trim(),
    end: form.text('end').trim(),
    schedule: form.text('schedule') === 'relative' ? 'relative' : 'pinned',
  };
}

/** The fields of `values` that differ from `shown` (all of them for a new phase), as an API body. */
function phaseBody(values: PhaseValues, shown: PhaseValues | null) {
  const issues: ValidationIssue[] = [];
  const body: Record<string, unknown> = {};
  if (shown === null || values.name !== shown.name) body['name'] = values.name;
  for (const field of ['start', 'end'] as const) {
    if (shown !== null && values[field] === shown[field]) continue;
    const date = dateOf(values[field]);
    if (date === null) issues.push({ path: [field], message: DATE_MESSAGE });
    else body[field] = date;
  }
  if (shown === null || values.schedule !== shown.schedule) body['pinned'] = values.schedule === 'pinned';
  return { body, issues };
}

/** The add-phase form as the body of `POST /v1/deal/{id}/phases`, checked by the domain's rules. */
export function newPhaseFrom(form: FormFields): {
  values: PhaseValues;
  request: NewPhaseRequest | null;
  issues: ValidationIssue[];
} {
  const values = typedPhase(form);
  const { body, issues } = phaseBody(values, null);
  const parsed = parseNewPhaseRequest(body);
  if (!parsed.ok)
    issues.push(...parsed.error.filter((issue) => !issues.some((i) => i.path[0] === issue.path[0])));
  return { values, request: parsed.ok && issues.length === 0 ? parsed.value : null, issues };
}

/**
 * A phase's edit form as the body of `PATCH /v1/deal/{id}/phases/{phase_id}`: only what differs from
 * what the page showed is sent, so a relative phase is not pinned to midnight by renaming it.
 */
export function phasePatchFrom(
  form: FormFields,
  phase: DatedPhase,
): { values: PhaseValues; request: PhasePatchRequest | null; issues: ValidationIssue[] } {
  const values = typedPhase(form);
  const { body, issues } = phaseBody(values, phaseValuesOf(phase));
  const parsed = parsePhasePatchRequest(body);
  if (!parsed.ok) issues.push(...parsed.error);
  return { values, request: parsed.ok && issues.length === 0 ? parsed.value : null, issues };
}
