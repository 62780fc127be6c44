import { isBoolean, parseFields, type FieldRules } from '../../shared/field-rules';
import type { Result } from '../../shared/result';
import type { ValidationIssue } from '../../shared/validation-issue';

/** `POST …/actions/{action_id}/enable`: what becomes of the deliveries held while it was disabled. */
export interface EnableEndpointRequest {
  /** Queue the held deliveries again (fresh schedule); otherwise they are marked failed, each redeliverable. */
  readonly redeliverHeld: boolean;
}

export const ENABLE_ENDPOINT_REQUEST_RULES = {
  // null is taken as left out (false), as it always was.
  redeliver_held: { presence: 'nullable', type: isBoolean },
} satisfies FieldRules;

export function parseEnableEndpointRequest(body: unknown): Result<EnableEndpointRequest, ValidationIssue[]> {
  return parseFields(body, ENABLE_ENDPOINT_REQUEST_RULES, (fields) => ({
    redeliverHeld: fields['redeliver_held'] === true,
  }));
}
