import { err, ok, type Result } from './result';
import type { ValidationIssue } from './validation-issue';

/**
 * A small kit for checking a JSON request body field by field, in the words the API has always
 * answered with (SPEC §7 `error[]` items): the domain is the one home of each field's rule, and the
 * API, the web pages and other services that reuse the library apply the same one.
 */

/** One check of a value: `undefined` when it holds, else the words of the refusal. */
export type Check = (value: unknown) => string | undefined;

export interface FieldRule {
  /**
   * `required`: must be sent. `optional`: may be left out, but `null` is checked like any value
   * (a deal's `name` cannot be nulled out). `nullable`: may be left out or sent as `null`.
   */
  readonly presence: 'required' | 'optional' | 'nullable';
  /** The type check: when it fails, it alone is reported, since range or length would add nothing. */
  readonly type?: Check;
  /** Further checks, reported in this order, every one that fails. */
  readonly checks?: readonly Check[];
}

/** A body's fields in the order their issues are reported; any other key is refused by name. */
export type FieldRules = Readonly<Record<string, FieldRule>>;

export const NOT_AN_OBJECT: ValidationIssue = { path: [], message: 'body must be a JSON object' };

/** Every issue of `body` against `rules`: unknown keys first (in the body's order), then each field. */
export function fieldIssues(body: unknown, rules: FieldRules): ValidationIssue[] {
  if (!isJsonObject(body)) return [NOT_AN_OBJECT];
  const issues: ValidationIssue[] = Object.keys(body)
    .filter((key) => !Object.hasOwn(rules, key))
    .map((key) => ({ path: [key], message: 'is not a known field' }));
  for (const [field, rule] of Object.entries(rules)) {
    const value = body[field];
    if (value === undefined && rule.presence !== 'required') continue;
    if (value === null && rule.presence === 'nullable') continue;
    const wrongType = rule.type?.(value);
    const messages = wrongType ? [wrongType] : (rule.checks ?? []).map((check) => check(value));
    for (const message of messages) if (message) issues.push({ path: [field], message });
  }
  return issues;
}

/**
 * A body checked against `rules`, then read into the use case's input by `read` (which may trust
 * the types the rules checked): the input, or every issue at once.
 */
export function parseFields<T>(
  body: unknown,
  rules: FieldRules,
  read: (fields: Readonly<Record<string, unknown>>) => T,
): Result<T, ValidationIssue[]> {
  const issues = fieldIssues(body, rules);
  return issues.length ? err(issues) : ok(read(body as Record<string, unknown>));
}

/** An object as a JSON body holds it: not null, not an array. */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const isString: Check = (value) => (typeof value === 'string' ? undefined : 'must be a string');
export const isBoolean: Check = (value) =>
  typeof value === 'boolean' ? undefined : 'must be a boolean value';
/** A finite number ("12" is not one: nothing is coerced). */
export const isNumber: Check = (value) =>
  typeof value === 'number' && Number.isFinite(value)
    ? undefined
    : 'must be a number conforming to the specified constraints';
export const isInteger: Check = (value) =>
  Number.isInteger(value) ? undefined : 'must be an integer number';

export const atLeast =
  (min: number): Check =>
  (value) =>
    typeof value === 'number' && value >= min ? undefined : `must not be less than ${min}`;
export const atMost =
  (max: number): Check =>
  (value) =>
    typeof value === 'number' && value <= max ? undefined : `must not be greater than ${max}`;

export const minLength =
  (min: number): Check =>
  (value) =>
    typeof value === 'string' && textLength(value) >= min
      ? undefined
      : `must be longer than or equal to ${min} characters`;
export const maxLength =
  (max: number): Check =>
  (value) =>
    typeof value === 'string' && textLength(value) <= max
      ? undefined
      : `must be shorter than or equal to ${max} characters`;

export const matches =
  (pattern: RegExp, message: string): Check =>
  (value) =>
    typeof value === 'string' && pattern.test(value) ? undefined : message;

export const oneOf =
  (allowed: readonly string[], message: string): Check =>
  (value) =>
    allowed.includes(value as string) ? undefined : message;

/**
 * Characters as a person counts them: a character outside the Basic Multilingual Plane (an emoji)
 * is one, and an emoji's presentation selector (U+FE0E, U+FE0F) is none.
 */
export function textLength(text: string): number {
  const pairs = text.match(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g)?.length ?? 0;
  const selectors = text.match(/[\uFE0E\uFE0F]/g)?.length ?? 0;
  return text.length - pairs - selectors;
}
