import type { Result } from '../../shared/result';
import type { ValidationIssue } from '../../shared/validation-issue';
import { parseFields, type FieldRules } from '../../shared/field-rules';
import type { NewPhaseRequest } from './add-phase.request';
import { booleanRule, instantRule, nameRule } from './deal-field.rules';
import { sent } from './deal-fields';

/** An edit of a phase: the fields of a new one, each optional; only those sent change. */
export const PHASE_PATCH_RULES = {
  name: nameRule('optional'),
  start: instantRule('optional'),
  end: instantRule('optional'),
  pinned: booleanRule('optional'),
} satisfies FieldRules;

export type PhasePatchRequest = Partial<NewPhaseRequest>;

/** `PATCH /v1/deal/{id}/phases/{phase_id}`: only the fields sent change. */
export function parsePhasePatchRequest(body: unknown): Result<PhasePatchRequest, ValidationIssue[]> {
  return parseFields(body, PHASE_PATCH_RULES, (fields) =>
    sent(fields, { name: 'name', start: 'start', end: 'end', pinned: 'pinned' }),
  );
}
