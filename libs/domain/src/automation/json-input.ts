import type { ValidationIssue } from '../shared/validation-issue';

/** A JSON object as `JSON.parse` makes it: not an array, not null, not a Date or other class instance. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** A key sent with `undefined` (impossible in JSON, possible from code) counts as not sent. */
export function sent(record: Record<string, unknown>, key: string): boolean {
  return Object.hasOwn(record, key) && record[key] !== undefined;
}

/** One issue per key that is not in `allowed`, so a misspelt key is reported rather than ignored. */
export function unknownKeyIssues(
  record: Record<string, unknown>,
  allowed: readonly string[],
  path: readonly string[],
): ValidationIssue[] {
  return Object.keys(record)
    .filter((key) => !allowed.includes(key))
    .map((key) => ({ path: [...path, key], message: 'unknown field' }));
}

/** Length in code points, so an emoji counts as one character, as a person counts it. */
export function codePointLength(text: string): number {
  let length = 0;
  for (const _ of text) length++;
  return length;
}
