import { err, ok, type Result } from '../shared/result';
import type { ValidationIssue } from '../shared/validation-issue';
import { INCOMING_FIELD_RULES } from './incoming-field.rules';
import type { IncomingField, IncomingPayload } from './incoming-payload';

const isIncomingField = (key: string): key is IncomingField => Object.hasOwn(INCOMING_FIELD_RULES, key);

/** A JSON object as `JSON.parse` makes it: not an array, not null, not a Date or other class instance. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Validates an incoming webhook body (SPEC §4.5, CONTRACT §3). Every problem is reported at once,
 * in the body's key order, so the sender fixes its integration in one round trip. A field sent as
 * `null` means "leave unchanged" and is dropped; an unknown field is an error rather than silently
 * ignored, because a misspelt `stauts` would otherwise look like a webhook that did nothing.
 */
export function parseIncomingPayload(body: unknown): Result<IncomingPayload, ValidationIssue[]> {
  if (!isPlainObject(body)) return err([{ path: [], message: 'body must be a JSON object' }]);
  const issues: ValidationIssue[] = [];
  const payload: Partial<Record<IncomingField, unknown>> = {};
  for (const key of Object.keys(body)) {
    const value = body[key];
    if (!isIncomingField(key)) {
      issues.push({ path: [key], message: 'unknown field' });
      continue;
    }
    if (value === null) continue;
    const checked = INCOMING_FIELD_RULES[key](value);
    if (checked.ok) payload[key] = checked.value;
    else issues.push({ path: [key], message: checked.error });
  }
  // Each value passed the rule of its own key, so the record has the IncomingPayload shape.
  return issues.length > 0 ? err(issues) : ok(payload as IncomingPayload);
}
