/**
 * An example value of a schema of the OpenAPI document, for the operations' request and response
 * bodies (openapi-document.ts): each field's own `example` where it has one, else one made from
 * what the schema says (its enum, default, format, bounds) and the field's name, so that every
 * generated example passes the schema (Redocly's lint validates each one against it).
 */
export type Schema = Readonly<Record<string, unknown>>;

/**
 * `request`: the required fields and those with an example of their own, so the example is a body
 * the API accepts (two optional fields may exclude each other, as a deal's `cost` and `margin`).
 * `response`: every field, as an answer shows them.
 */
export type ExampleOf = 'request' | 'response';

/** Monday 2 March 2026 09:00 UTC, in the API's epoch milliseconds (an instant field's example). */
const INSTANT_MS = 1_772_442_000_000;
const MAX_DEPTH = 8;

export function exampleOf(
  schema: Schema,
  components: Readonly<Record<string, Schema>>,
  of: ExampleOf,
  field = '',
  depth = 0,
): unknown {
  if (depth > MAX_DEPTH) return undefined;
  const ref = schema['$ref'];
  if (typeof ref === 'string') {
    const target = components[ref.replace('#/components/schemas/', '')];
    if (!target) throw new Error(`the document refers to ${ref}, which it does not define`);
    return exampleOf(target, components, of, field, depth + 1);
  }
  if (schema['example'] !== undefined) return schema['example'];
  const allOf = schema['allOf'] as readonly Schema[] | undefined;
  if (allOf) return mergedExample(allOf, components, of, field, depth);
  const branches = (schema['oneOf'] ?? schema['anyOf']) as readonly Schema[] | undefined;
  if (branches?.[0]) return exampleOf(branches[0], components, of, field, depth + 1);
  const choices = schema['enum'] as readonly unknown[] | undefined;
  if (choices?.length) return choices[0];
  if (schema['default'] !== undefined) return schema['default'];
  switch (schema['type'] ?? (schema['properties'] ? 'object' : undefined)) {
    case 'object':
      return objectExample(schema, components, of, depth);
    case 'array': {
      const item = exampleOf((schema['items'] ?? {}) as Schema, components, of, singular(field), depth + 1);
      return item === undefined ? [] : [item];
    }
    case 'string':
      return stringExample(schema, field);
    case 'integer':
    case 'number':
      return numberExample(schema, field);
    case 'boolean':
      return field.startsWith('is_') || field === 'enabled' || field === 'changed';
    default:
      return undefined;
  }
}

function objectExample(
  schema: Schema,
  components: Readonly<Record<string, Schema>>,
  of: ExampleOf,
  depth: number,
): unknown {
  const properties = (schema['properties'] ?? {}) as Readonly<Record<string, Schema>>;
  const required = new Set((schema['required'] ?? []) as readonly string[]);
  const example: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(properties)) {
    if (of === 'request' && !required.has(name) && property['example'] === undefined) continue;
    const value = exampleOf(property, components, of, name, depth + 1);
    if (value !== undefined) example[name] = value;
  }
  return example;
}

function mergedExample(
  parts: readonly Schema[],
  components: Readonly<Record<string, Schema>>,
  of: ExampleOf,
  field: string,
  depth: number,
): unknown {
  const examples = parts.map((part) => exampleOf(part, components, of, field, depth + 1));
  const objects = examples.filter(
    (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
  );
  return objects.length === examples.length ? Object.assign({}, ...objects) : examples[0];
}

function stringExample(schema: Schema, field: string): string | undefined {
  const format = schema['format'];
  if (format === 'date-time') return new Date(INSTANT_MS).toISOString();
  if (format === 'date') return new Date(INSTANT_MS).toISOString().slice(0, 10);
  if (format === 'email' || field.endsWith('email')) return 'ada@example.com';
  if (format === 'uri' || format === 'url' || field === 'url') return 'https://hooks.example.com/deals';
  if (format === 'uuid') return '3f0c8d2e-5b1a-4c7e-9a55-2d6b8f1e0c47';
  // A pattern says more than a made-up word could match: such a field needs its own example.
  if (schema['pattern'] !== undefined) return undefined;
  const word = WORDS[field] ?? idExample(field) ?? (field || 'text');
  const min = (schema['minLength'] as number | undefined) ?? 0;
  const max = (schema['maxLength'] as number | undefined) ?? Infinity;
  return word.padEnd(min, 'x').slice(0, max);
}

/** Words for the string fields many bodies share, where the field's name alone would read oddly. */
const WORDS: Readonly<Record<string, string>> = {
  name: 'Spring launch',
  description: 'Website relaunch for the spring campaign.',
  account: 'Acme Corp',
  message: 'Deal approved',
  reason: 'The customer moved the start.',
  closed_reason: 'Budget moved to next year.',
  redraft_reason: 'Scope changed.',
  last_error: 'connection refused',
  error: 'connection refused',
};

/** The prefix of the ids a field holds (`<prefix>_` and 22 base62 characters, as the API makes them). */
const ID_PREFIXES: Readonly<Record<string, string>> = {
  space: 'spc',
  space_id: 'spc',
  deal_id: 'deal',
  phase_id: 'ph',
  user_id: 'usr',
  role_id: 'rol',
  rate_card_id: 'rc',
  automation_id: 'aut',
  action_id: 'act',
  event_id: 'evt',
  delivery_id: 'dlv',
  estimate_id: 'est',
  created_by: 'usr',
};

function idExample(field: string): string | undefined {
  const prefix = ID_PREFIXES[field] ?? (field === 'id' || field.endsWith('_id') ? 'id' : undefined);
  return prefix && `${prefix}_0Fz3AbCdEfGhIjKlMnOpQr`;
}

/** Instants (epoch milliseconds), money, fractions (0 to 1) and counts, by the field's name and bounds. */
function numberExample(schema: Schema, field: string): number {
  const minimum = schema['minimum'] as number | undefined;
  const maximum = schema['maximum'] as number | undefined;
  const instant = field.endsWith('_at') || /(^|_)(start|end|due|since)$/.test(field);
  const wanted = instant
    ? INSTANT_MS
    : maximum === 1
      ? 0.25
      : /price|cost|amount|rate|total/.test(field)
        ? 12000
        : 1;
  return Math.min(Math.max(wanted, minimum ?? -Infinity), maximum ?? Infinity);
}

/** `phases` → `phase`, for the items of a list named after them. */
function singular(field: string): string {
  return field.endsWith('s') ? field.slice(0, -1) : field;
}
