import { err, ok, type Result } from './result';
import type { ValidationIssue } from './validation-issue';

/**
 * A small kit for checking a JSON request body field by field, in the words the API has always
 * answered with (SPEC §7 `error[]` items): the domain is the one home of each field's rule, and the
 * API, the web pages and other services that reuse the library apply the same one.
 */

/**
 * The part of a JSON Schema (OpenAPI 3.0's dialect: `nullable`, not type lists) that a body's
 * rules can say: the body's schema is built from its rules (`schemaOf`), never written again.
 */
export interface JsonSchema {
  readonly type?: 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array';
  readonly format?: string;
  readonly nullable?: boolean;
  readonly enum?: readonly unknown[];
  readonly pattern?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly multipleOf?: number;
  readonly items?: JsonSchema;
  readonly maxItems?: number;
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly additionalProperties?: boolean;
}

/**
 * One check of a value: `undefined` when it holds, else the words of the refusal. It carries what
 * it checks as a JSON Schema fragment (`{maxLength: 200}`), so a body's schema says what its rules
 * do: make one with `check`.
 */
export interface Check {
  (value: unknown): string | undefined;
  readonly schema: JsonSchema;
}

/** A check from its JSON Schema fragment and its test. */
export function check(schema: JsonSchema, test: (value: unknown) => string | undefined): Check {
  return Object.assign((value: unknown) => test(value), { schema });
}

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
  /**
   * What a later rule checks of this field (the use case's, after trimming; the shift parser's),
   * said for the body's schema only: the body parser does not check it.
   */
  readonly checkedLater?: JsonSchema;
}

/**
 * A body's fields in the order their issues are reported; any other key is refused by name.
 * Declared `satisfies FieldRules`, a body's rules keep their field names in their type, so whatever
 * describes each field (the API's OpenAPI descriptions) can be required to name every one.
 */
export type FieldRules<Field extends string = string> = Readonly<Record<Field, FieldRule>>;

/** The field names of a body's rules. */
export type FieldOf<Rules extends FieldRules> = Extract<keyof Rules, string>;

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

/**
 * The JSON Schema of a body its rules accept: an object of exactly these fields (any other is
 * refused), the required ones listed, each field's schema the fragments of its type check, its
 * other checks and what is checked later, with `nullable` for a field that may be sent as `null`.
 * Two fragments that set the same keyword differently are a mistake in the rules: it throws.
 */
export function schemaOf(rules: FieldRules): JsonSchema {
  const properties = Object.fromEntries(
    Object.entries(rules).map(([field, rule]) => [field, fieldSchema(field, rule)]),
  );
  const required = Object.entries(rules)
    .filter(([, rule]) => rule.presence === 'required')
    .map(([field]) => field);
  return {
    type: 'object',
    properties,
    ...(required.length > 0 && { required }),
    additionalProperties: false,
  };
}

function fieldSchema(field: string, rule: FieldRule): JsonSchema {
  const fragments = [
    ...(rule.type ? [rule.type.schema] : []),
    ...(rule.checks ?? []).map((check) => check.schema),
    ...(rule.checkedLater ? [rule.checkedLater] : []),
    ...(rule.presence === 'nullable' ? [{ nullable: true }] : []),
  ];
  const schema: Record<string, unknown> = {};
  for (const fragment of fragments) {
    for (const [keyword, value] of Object.entries(fragment)) {
      if (keyword in schema && JSON.stringify(schema[keyword]) !== JSON.stringify(value)) {
        throw new Error(`the rules of ${field} say ${keyword} twice, differently`);
      }
      schema[keyword] = value;
    }
  }
  return schema;
}

/** An object as a JSON body holds it: not null, not an array. */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const isString = check({ type: 'string' }, (value) =>
  typeof value === 'string' ? undefined : 'must be a string',
);
export const isBoolean = check({ type: 'boolean' }, (value) =>
  typeof value === 'boolean' ? undefined : 'must be a boolean value',
);
/** A finite number ("12" is not one: nothing is coerced). */
export const isNumber = check({ type: 'number' }, (value) =>
  typeof value === 'number' && Number.isFinite(value)
    ? undefined
    : 'must be a number conforming to the specified constraints',
);
export const isInteger = check({ type: 'integer' }, (value) =>
  Number.isInteger(value) ? undefined : 'must be an integer number',
);
/** An integer past 32 bits (epoch milliseconds): `int64`, so generated clients pick a 64-bit type. */
export const isLongInteger = check({ type: 'integer', format: 'int64' }, isInteger);

export const atLeast = (min: number): Check =>
  check({ minimum: min }, (value) =>
    typeof value === 'number' && value >= min ? undefined : `must not be less than ${min}`,
  );
export const atMost = (max: number): Check =>
  check({ maximum: max }, (value) =>
    typeof value === 'number' && value <= max ? undefined : `must not be greater than ${max}`,
  );

/** At least `min` characters as textLength counts them (as JSON Schema's `minLength`: code points). */
export const minLength = (
  min: number,
  message = `must be longer than or equal to ${min} characters`,
): Check =>
  check({ minLength: min }, (value) =>
    typeof value === 'string' && textLength(value) >= min ? undefined : message,
  );
export const maxLength = (
  max: number,
  message = `must be shorter than or equal to ${max} characters`,
): Check =>
  check({ maxLength: max }, (value) =>
    typeof value === 'string' && textLength(value) <= max ? undefined : message,
  );

/** Text `pattern` finds a match in (unanchored, as JSON Schema's `pattern`). */
export const matches = (pattern: RegExp, message: string): Check =>
  check({ type: 'string', pattern: pattern.source }, (value) =>
    typeof value === 'string' && pattern.test(value) ? undefined : message,
  );

export const oneOf = (allowed: readonly string[], message: string): Check =>
  check({ type: 'string', enum: allowed }, (value) =>
    allowed.includes(value as string) ? undefined : message,
  );

/**
 * Characters as a person counts them: a character outside the Basic Multilingual Plane (an emoji)
 * is one, and an emoji's presentation selector (U+FE0E, U+FE0F) is none.
 */
export function textLength(text: string): number {
  const pairs = text.match(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g)?.length ?? 0;
  const selectors = text.match(/[\uFE0E\uFE0F]/g)?.length ?? 0;
  return text.length - pairs - selectors;
}
