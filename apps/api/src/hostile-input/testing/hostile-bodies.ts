import fc from 'fast-check';
import type { Schema } from './openapi-operations';
import {
  anyJsonValue,
  hugeJsonText,
  jsonText,
  malformedJsonText,
  NUMBER_TEXTS,
  objectText,
  oddString,
  PROTOTYPE_POLLUTION,
  RawJson,
  type Entries,
} from './hostile-values';

/** A request body and the generator that made it (reported on failure and counted). */
export interface HostileBody {
  readonly kind: string;
  readonly text: string | Buffer;
}

/** What a schema-shaped body is made wrong by. */
type Mutation =
  | { readonly set: string; readonly to: unknown }
  | { readonly add: string; readonly to: unknown }
  | { readonly drop: string };

/**
 * Values the schema allows but few callers send: bounds, empty and maximal lengths, any Unicode
 * (NUL, lone surrogates, RTL override), ids and other real values of the fixture (`pool`).
 */
function oddValidValue(
  schema: Schema,
  pool: readonly string[],
  byName: ByName = {},
  name = '',
): fc.Arbitrary<unknown> {
  const named = byName[name] ?? [];
  const value = named.length
    ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...named) }, valueFor(schema, pool, byName))
    : valueFor(schema, pool, byName);
  return schema.nullable ? fc.oneof({ weight: 5, arbitrary: value }, fc.constant(null)) : value;
}

/** Real values for properties of a given name, anywhere in a body (`space`, `email`, `deal_id` …). */
type ByName = Readonly<Record<string, readonly string[]>>;

function valueFor(schema: Schema, pool: readonly string[], byName: ByName): fc.Arbitrary<unknown> {
  const choices = schema.oneOf ?? schema.anyOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => valueFor(choice, pool, byName)));
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'string': {
      const minLength = schema.minLength ?? 0;
      const maxLength = Math.min(schema.maxLength ?? 60, 60);
      const edges = [schema.minLength, schema.maxLength].filter((n): n is number => n !== undefined);
      return fc.oneof(
        ...(pool.length ? [fc.constantFrom(...pool)] : []),
        fc.string({ unit: 'binary', minLength, maxLength: Math.max(minLength, maxLength) }),
        fc.string({ unit: 'grapheme', minLength, maxLength: Math.max(minLength, maxLength) }),
        ...(edges.length ? [fc.constantFrom(...edges).map((n) => '\u00e9'.repeat(n))] : []),
        fc.constantFrom('a\u0000b', '\ud800x', '\u202eabc', ' padded ', 'x'.repeat(Math.max(minLength, 1))),
      );
    }
    case 'integer':
      return fc.integer({ min: Math.ceil(schema.minimum ?? -1e15), max: Math.floor(schema.maximum ?? 1e15) });
    case 'number': {
      const min = schema.minimum ?? -1e300;
      const max = schema.maximum ?? 1e300;
      return fc.oneof(
        fc.constantFrom(min, max, (min + max) / 2),
        fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
        fc.integer({ min: Math.ceil(Math.max(min, -1e15)), max: Math.floor(Math.min(max, 1e15)) }),
      );
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(valueFor(schema.items ?? {}, pool, byName), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'object':
    case undefined:
      return schema.properties
        ? schemaEntries(schema, pool, byName).map((entries) => new RawJson(objectText(entries)))
        : fc.jsonValue({ maxDepth: 2 });
    default:
      return anyJsonValue;
  }
}

/** The required properties and any of the optional ones, each with an odd but valid value. */
function schemaEntries(schema: Schema, pool: readonly string[], byName: ByName = {}): fc.Arbitrary<Entries> {
  const properties = Object.entries(schema.properties ?? {});
  if (!properties.length) return fc.constant([]);
  const required = new Set(schema.required ?? []);
  return fc
    .tuple(
      ...properties.map(([name, property]) =>
        required.has(name)
          ? oddValidValue(property, pool, byName, name).map((value) => [name, value] as const)
          : fc.option(
              oddValidValue(property, pool, byName, name).map((value) => [name, value] as const),
              { nil: undefined },
            ),
      ),
    )
    .map((entries) => entries.filter((entry): entry is readonly [string, unknown] => entry !== undefined));
}

/** One way to make a schema-shaped body wrong. */
function mutationOf(schema: Schema, pool: readonly string[]): fc.Arbitrary<Mutation> {
  const names = Object.keys(schema.properties ?? {});
  const field = names.length ? fc.constantFrom(...names) : fc.constant('name');
  const unknownKey = fc.oneof(
    fc.constantFrom('id', 'admin', 'isAdmin', 'role', 'space_id', 'user_id', 'created_at', 'token_hash', ''),
    fc.string({ maxLength: 12 }),
  );
  return fc.oneof(
    fc.tuple(field, wrongTypeValue).map(([name, to]) => ({ set: name, to })),
    field.chain((name) => outOfRange(schema.properties?.[name] ?? {}).map((to) => ({ set: name, to }))),
    fc
      .tuple(field, fc.integer({ min: 1_000, max: 300_000 }))
      .map(([name, n]) => ({ set: name, to: 'x'.repeat(n) })),
    fc.tuple(unknownKey, anyJsonValue).map(([name, to]) => ({ add: name, to })),
    fc.constantFrom(...PROTOTYPE_POLLUTION).map(([name, to]) => ({ add: name, to })),
    field.map((name) => ({ set: name, to: null })),
    field.map((name) => ({ drop: name })),
    fc.tuple(field, oddString()).map(([name, to]) => ({ add: name, to })),
    fc.tuple(field, fc.constantFrom(...pool, 'x')).map(([name, to]) => ({ set: name, to })),
  );
}

/** A value of another JSON type than a field expects, including look-alikes such as `"12"`. */
const wrongTypeValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom('12', '0.5', 'true', 'null', '', '[]', '{}', true, false, 0, 1, -1, [], {}, [1], ['x']),
  fc.constantFrom(...NUMBER_TEXTS).map((text) => new RawJson(text)),
  fc.jsonValue({ maxDepth: 2 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

/** A value just outside what the property allows: past its bounds, lengths, enum or integer rule. */
function outOfRange(schema: Schema): fc.Arbitrary<unknown> {
  const numbers: unknown[] = [];
  if (schema.minimum !== undefined) numbers.push(schema.minimum - 1, schema.minimum - 1e-9);
  if (schema.maximum !== undefined) numbers.push(schema.maximum + 1, schema.maximum * 10);
  if (schema.type === 'integer') numbers.push(1.5, 2 ** 31, 2 ** 53 + 2);
  const strings: unknown[] = [];
  if (schema.minLength) strings.push('x'.repeat(schema.minLength - 1));
  if (schema.maxLength !== undefined)
    strings.push('x'.repeat(schema.maxLength + 1), ' '.repeat(schema.maxLength));
  for (const value of schema.enum ?? []) {
    if (typeof value === 'string')
      strings.push(value.toUpperCase(), ` ${value}`, `${value}\u0000`, `${value}s`);
  }
  if (schema.pattern) strings.push('+1x', '+1000w', '2026-02-30', '2026-13-01', '+1w ', '10000-01-01', '-0d');
  const all = [...numbers, ...strings, ...NUMBER_TEXTS.map((text) => new RawJson(text))];
  return fc.constantFrom(...all);
}

function applyMutations(entries: Entries, mutations: readonly Mutation[]): Entries {
  return mutations.reduce<Entries>((body, mutation) => {
    if ('drop' in mutation) return body.filter(([name]) => name !== mutation.drop);
    if ('add' in mutation) return [...body, [mutation.add, mutation.to]];
    const index = body.findIndex(([name]) => name === mutation.set);
    return index < 0
      ? [...body, [mutation.set, mutation.to]]
      : body.map((entry, at) => (at === index ? [mutation.set, mutation.to] : entry));
  }, entries);
}

/** Every kind of body a hostile caller sends to an operation (whose schema may be null). */
export function hostileBody(
  schema: Schema | null,
  pool: readonly string[],
  byName: ByName = {},
): fc.Arbitrary<HostileBody> {
  const shape: Schema = schema ?? { type: 'object', properties: {} };
  const base = schemaEntries(shape, pool, byName);
  const polluted = fc
    .tuple(base, fc.subarray([...PROTOTYPE_POLLUTION], { minLength: 1 }))
    .map(([entries, keys]) => objectText([...entries, ...keys]));
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .tuple(base, fc.array(mutationOf(shape, pool), { minLength: 1, maxLength: 3 }))
        .map(([entries, mutations]) => ({
          kind: 'mutated',
          text: objectText(applyMutations(entries, mutations)),
        })),
    },
    { weight: 5, arbitrary: base.map((entries) => ({ kind: 'odd-valid', text: objectText(entries) })) },
    { weight: 2, arbitrary: anyJsonValue.map((value) => ({ kind: 'any-json', text: jsonText(value) })) },
    { weight: 2, arbitrary: malformedJsonText.map((text) => ({ kind: 'malformed', text })) },
    { weight: 1, arbitrary: polluted.map((text) => ({ kind: 'prototype-keys', text })) },
    { weight: 1, arbitrary: hugeJsonText.map((text) => ({ kind: 'huge', text })) },
    { weight: 1, arbitrary: fc.constant({ kind: 'empty', text: '' }) },
  );
}
