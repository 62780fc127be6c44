import { check, fieldIssues, isJsonObject, type FieldRules } from '../../shared/field-rules';
import type { ValidationIssue } from '../../shared/validation-issue';
import { err, ok, type Result } from '../../shared/result';
import { parseIncomingPayload } from '../../webhook-in/incoming-payload.parser';
import type { IncomingPayload } from '../../webhook-in/incoming-payload';

/** The body of "Test a received event": the deal the user picked and the payload as edited. */
export interface TestReceiveRequest {
  readonly dealId: string | null;
  readonly payload: IncomingPayload;
}

/**
 * `{deal_id?, payload}`: the shape; `payload` is then checked exactly as the incoming webhook
 * checks a body (SPEC §4.5), its problems reported under `["payload", …]`.
 */
export const TEST_RECEIVE_REQUEST_RULES = {
  deal_id: {
    presence: 'nullable',
    checks: [
      check({ type: 'string', minLength: 1 }, (value) =>
        typeof value === 'string' && value !== '' ? undefined : 'must be a deal id',
      ),
    ],
  },
  payload: { presence: 'required', checkedLater: { type: 'object', additionalProperties: true } },
} satisfies FieldRules;

export function parseTestReceiveRequest(body: unknown): Result<TestReceiveRequest, ValidationIssue[]> {
  const issues = fieldIssues(body, TEST_RECEIVE_REQUEST_RULES);
  if (!isJsonObject(body)) return err(issues);
  const fields = body;
  const payload = fields['payload'] === undefined ? null : parseIncomingPayload(fields['payload']);
  if (payload === null) issues.push({ path: ['payload'], message: 'is required' });
  else if (!payload.ok) {
    issues.push(...payload.error.map((issue) => ({ ...issue, path: ['payload', ...issue.path] })));
  }
  if (issues.length || payload === null || !payload.ok) return err(issues);
  return ok({ dealId: (fields['deal_id'] as string | null | undefined) ?? null, payload: payload.value });
}
