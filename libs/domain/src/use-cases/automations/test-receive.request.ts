import { API_UNKNOWN_FIELD } from './validation-error';
import type { ValidationIssue } from '../../shared/validation-issue';
import { err, ok, type Result } from '../../shared/result';
import { parseIncomingPayload } from '../../webhook-in/incoming-payload.parser';
import type { IncomingPayload } from '../../webhook-in/incoming-payload';

/** The body of "Test a received event": the deal the user picked and the payload as edited. */
export interface TestReceiveRequest {
  readonly dealId: string | null;
  readonly payload: IncomingPayload;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `{deal_id?, payload}`: `payload` is checked exactly as the incoming webhook checks a body
 * (SPEC §4.5), its problems reported under `["payload", …]`; unknown fields are refused.
 */
export function parseTestReceiveRequest(body: unknown): Result<TestReceiveRequest, ValidationIssue[]> {
  if (!isObject(body)) return err([{ path: [], message: 'body must be a JSON object' }]);
  const issues: ValidationIssue[] = Object.keys(body)
    .filter((key) => key !== 'deal_id' && key !== 'payload')
    .map((key) => ({ path: [key], message: API_UNKNOWN_FIELD }));
  const dealId = body['deal_id'] ?? null;
  if (dealId !== null && (typeof dealId !== 'string' || dealId === '')) {
    issues.push({ path: ['deal_id'], message: 'must be a deal id' });
  }
  const payload = body['payload'] === undefined ? null : parseIncomingPayload(body['payload']);
  if (payload === null) issues.push({ path: ['payload'], message: 'is required' });
  else if (!payload.ok) {
    issues.push(...payload.error.map((issue) => ({ ...issue, path: ['payload', ...issue.path] })));
  }
  if (issues.length || payload === null || !payload.ok) return err(issues);
  return ok({ dealId: dealId as string | null, payload: payload.value });
}
