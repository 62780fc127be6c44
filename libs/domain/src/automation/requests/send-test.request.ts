import type { Result } from '../../shared/result';
import { isString, minLength, parseFields, type FieldRules } from '../../shared/field-rules';
import type { ValidationIssue } from '../../shared/validation-issue';

/** `POST …/automations/{id}/send-test`: an optional deal of the space to make the sample concrete. */
export const SEND_TEST_REQUEST_RULES = {
  deal_id: { presence: 'nullable', type: isString, checks: [minLength(1)] },
} satisfies FieldRules;

export function parseSendTestRequest(
  body: unknown,
): Result<{ readonly dealId: string | null }, ValidationIssue[]> {
  return parseFields(body, SEND_TEST_REQUEST_RULES, (fields) => ({
    dealId: (fields['deal_id'] as string | null | undefined) ?? null,
  }));
}
