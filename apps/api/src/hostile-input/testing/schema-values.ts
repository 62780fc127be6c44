import type { Schema } from './openapi-operations';

/** Values to use for properties of a given name (`space`, `deal_id`, `email` …), wherever they appear. */
export type Hints = Readonly<Record<string, unknown>>;

/**
 * A value the schema accepts, chosen deterministically: a hint for the property's name first, then
 * the schema's example, its first enum value, or the smallest value its bounds allow. Objects get
 * their required properties, plus the optional ones a hint names (an action's `url`, which the
 * schema cannot mark required because it depends on the action's type).
 */
export function validValueOf(schema: Schema, hints: Hints = {}, name = ''): unknown {
  if (name && hints[name] !== undefined) return hints[name];
  const choice = schema.oneOf?.[0] ?? schema.anyOf?.[0];
  if (choice) return validValueOf(choice, hints, name);
  if (schema.enum?.length) return schema.enum[0];
  if (schema.example !== undefined && schema.type !== 'object' && schema.type !== 'array')
    return schema.example;
  switch (schema.type) {
    case 'object':
    case undefined:
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([property]) => schema.required?.includes(property) || hints[property] !== undefined)
          .map(([property, value]) => [property, validValueOf(value, hints, property)]),
      );
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => validValueOf(schema.items ?? {}, hints));
    case 'string':
      return validStringOf(schema, name);
    case 'integer':
      return Math.ceil(schema.minimum ?? 1);
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    default:
      return null;
  }
}

function validStringOf(schema: Schema, name: string): string {
  if (schema.format === 'email' || /email/.test(name)) return 'someone@example.test';
  if (schema.format === 'uri' || /url/.test(name)) return 'https://example.com/hook';
  const text = name ? `hostile input ${name}` : 'hostile input';
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Number.POSITIVE_INFINITY;
  return text.padEnd(min, 'x').slice(0, max);
}
