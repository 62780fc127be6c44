import type { Result } from '../../shared/result';
import type { ValidationIssue } from '../../shared/validation-issue';
import {
  isString,
  maxLength,
  minLength,
  oneOf,
  parseFields,
  type FieldRules,
} from '../../shared/field-rules';
import { DEAL_STATUSES, type DealStatus } from '../deal-status';
import { emailRule } from './deal-field.rules';

export const STATUS_REASON_MAX_LENGTH = 2000;

export const STATUS_MOVE_RULES = {
  status: {
    presence: 'required',
    checks: [oneOf(DEAL_STATUSES, `must be one of ${DEAL_STATUSES.join(', ')}`)],
  },
  reason: {
    presence: 'nullable',
    type: isString,
    checks: [maxLength(STATUS_REASON_MAX_LENGTH), minLength(1)],
  },
  requested_to: emailRule,
} satisfies FieldRules;

export interface StatusMoveRequest {
  readonly to: DealStatus;
  readonly reason: string | null;
  /** Lower-cased; whom approval is asked of on a move to pending. */
  readonly requestedToEmail: string | null;
}

/** `POST /v1/deal/{id}/status`. */
export function parseStatusMoveRequest(body: unknown): Result<StatusMoveRequest, ValidationIssue[]> {
  return parseFields(body, STATUS_MOVE_RULES, (fields) => ({
    to: fields['status'] as DealStatus,
    reason: (fields['reason'] as string | null | undefined) ?? null,
    requestedToEmail: (fields['requested_to'] as string | null | undefined)?.toLowerCase() ?? null,
  }));
}
