import { checkEndpointUrl } from '../outbound-webhooks/delivery/endpoint-url.policy';
import { err, ok, type Result } from '../shared/result';
import type { ValidationIssue } from '../shared/validation-issue';
import {
  UPDATE_DEAL_FIELDS,
  isUpdateDealField,
  type UpdateDealField,
} from '../webhook-in/update-deal-fields';
import { codePointLength, sent } from './json-input';

export const MAX_MESSAGE_LENGTH = 2000;

type Path = readonly string[];
type Checked<T> = Result<T, ValidationIssue[]>;
const issue = (path: Path, message: string): ValidationIssue[] => [{ path: [...path], message }];

/** The settings of a Send Webhook action: its endpoint under the URL policy, and its message template. */
export function sendWebhookSettings(
  raw: Record<string, unknown>,
  at: Path,
  options: { readonly allowLoopback: boolean },
): Checked<{ type: 'send_webhook'; url: string; message: string | null }> {
  const issues: ValidationIssue[] = [];
  const url = raw['url'];
  let href = '';
  if (typeof url !== 'string') {
    issues.push(...issue([...at, 'url'], sent(raw, 'url') ? 'must be a string' : 'is required'));
  } else {
    const checked = checkEndpointUrl(url, { allowLoopback: options.allowLoopback, path: [...at, 'url'] });
    if (checked.ok) href = checked.value.href;
    else issues.push(...checked.error);
  }
  const message = raw['message'] ?? null;
  if (message !== null && typeof message !== 'string')
    issues.push(...issue([...at, 'message'], 'must be a string'));
  else if (message !== null && codePointLength(message) > MAX_MESSAGE_LENGTH) {
    issues.push(...issue([...at, 'message'], `must be at most ${MAX_MESSAGE_LENGTH} characters`));
  }
  // An empty message and no message send the same `""` (SPEC §6.1); store one form of it.
  const stored = message === '' ? null : (message as string | null);
  return issues.length ? err(issues) : ok({ type: 'send_webhook', url: href, message: stored });
}

/** The settings of an Update Deal action: the fields it applies. */
export function updateDealSettings(
  raw: Record<string, unknown>,
  at: Path,
): Checked<{ type: 'update_deal'; fields: UpdateDealField[] | null }> {
  const fields = raw['fields'] ?? null;
  if (fields === null) return ok({ type: 'update_deal', fields: null });
  if (!Array.isArray(fields)) return err(issue([...at, 'fields'], 'must be a list of field names'));
  const issues: ValidationIssue[] = [];
  const chosen: UpdateDealField[] = [];
  for (let index = 0; index < fields.length; index++) {
    const field: unknown = fields[index];
    const path = [...at, 'fields', String(index)];
    if (!isUpdateDealField(field))
      issues.push(...issue(path, `must be one of ${UPDATE_DEAL_FIELDS.join(', ')}`));
    else if (chosen.includes(field)) issues.push(...issue(path, 'is listed twice'));
    else chosen.push(field);
  }
  if (issues.length) return err(issues);
  // No list and an empty list both apply every field (webhook-in/update-deal-fields.ts): store one form.
  return ok({ type: 'update_deal', fields: chosen.length ? chosen : null });
}
