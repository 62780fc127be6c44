import type { Result } from '../../shared/result';
import { isString, parseFields, type FieldRules } from '../../shared/field-rules';
import type { ValidationIssue } from '../../shared/validation-issue';
import { SHIFT_PATTERN } from '../shift-parser';

/**
 * `POST /v1/deal/{id}/reschedule`: `shift` is taken as sent, for the shift parser words every
 * refusal of it (shift-parser.ts), a missing one included; `space`, when sent, must be the deal's
 * space (else 404).
 */
export const RESCHEDULE_REQUEST_RULES = {
  shift: { presence: 'required', checkedLater: { type: 'string', pattern: SHIFT_PATTERN } },
  space: { presence: 'optional', type: isString },
} satisfies FieldRules;

export interface RescheduleRequest {
  readonly shift: unknown;
  readonly spaceId?: string;
}

export function parseRescheduleRequest(body: unknown): Result<RescheduleRequest, ValidationIssue[]> {
  return parseFields(body, RESCHEDULE_REQUEST_RULES, (fields) => ({
    shift: fields['shift'],
    ...(fields['space'] !== undefined && { spaceId: fields['space'] as string }),
  }));
}
