import type { Result } from '../../shared/result';
import type { ValidationIssue } from '../../shared/validation-issue';
import { parseFields, type FieldRules } from '../../shared/field-rules';
import { booleanRule, instantRule, nameRule } from './deal-field.rules';

export const NEW_PHASE_RULES = {
  name: nameRule('required'),
  start: instantRule('required'),
  end: instantRule('required'),
  pinned: booleanRule('required'),
} satisfies FieldRules;

export interface NewPhaseRequest {
  readonly name: string;
  readonly start: number;
  readonly end: number;
  readonly pinned: boolean;
}

/** `POST /v1/deal/{id}/phases`. */
export function parseNewPhaseRequest(body: unknown): Result<NewPhaseRequest, ValidationIssue[]> {
  return parseFields(body, NEW_PHASE_RULES, (fields) => ({
    name: fields['name'] as string,
    start: fields['start'] as number,
    end: fields['end'] as number,
    pinned: fields['pinned'] as boolean,
  }));
}
