import fc from 'fast-check';

/** Strings that have broken parsers, routers, databases and templates before. */
const NOTORIOUS_STRINGS: readonly string[] = [
  '',
  ' ',
  '\t',
  '.',
  '..',
  '../../etc/passwd',
  '/',
  '\\',
  '%',
  '%00',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'a\udfffb',
  '\u202e',
  '\ufeff',
  '\u00e9',
  'e\u0301',
  '🧨',
  '👨‍👩‍👧',
  'null',
  'undefined',
  'NaN',
  'true',
  '-1',
  '0',
  '1e309',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  "' OR 1=1 --",
  '"; DROP TABLE deals; --',
  '$1',
  '${7*7}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '\r\nX-Injected: 1',
];

/** Any text: printable, full Unicode (lone surrogates included), or notorious. */
export const oddString = (maxLength = 40): fc.Arbitrary<string> =>
  fc.oneof(
    fc.string({ maxLength }),
    fc.string({ unit: 'grapheme', maxLength }),
    fc.string({ unit: 'binary', maxLength }),
    fc.constantFrom(...NOTORIOUS_STRINGS),
  );

/** JSON numbers at and past every edge, as JSON text (so `1e400`, `-0` and `1.0` survive). */
export const NUMBER_TEXTS: readonly string[] = [
  '0',
  '-0',
  '1',
  '-1',
  '0.5',
  '1.0',
  '1e-320',
  '1e308',
  '-1e308',
  '1e400',
  '-1e400',
  '9007199254740993',
  '-9007199254740993',
  '253402300800000',
  '8640000000000001',
  '1000000000000.01',
  '0.30000000000000004',
  '123456789012345678901234567890',
];

/** Marks already-serialised JSON text inside a value tree (see jsonText). */
export class RawJson {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text.length > 120
      ? `RawJson(${this.text.slice(0, 120)}… ${this.text.length} chars)`
      : this.text;
  }
}

/** A JSON object as ordered entries, so duplicate keys and `__proto__` can be sent as written. */
export type Entries = readonly (readonly [string, unknown])[];

export function jsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}:${jsonText(item)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function objectText(entries: Entries): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${jsonText(value)}`).join(',')}}`;
}

/** A value of any JSON type, edge numbers included. */
export const anyJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(...NUMBER_TEXTS).map((text) => new RawJson(text)),
  oddString(),
);

/** Keys that try to reach an object's prototype, with a payload that would show up if they did. */
export const PROTOTYPE_POLLUTION: Entries = [
  ['__proto__', new RawJson('{"polluted":"yes","isAdmin":true,"scope":"read_write"}')],
  ['constructor', new RawJson('{"prototype":{"polluted":"yes"}}')],
  ['prototype', new RawJson('{"polluted":"yes"}')],
  ['__proto__', new RawJson('null')],
  ['__defineGetter__', new RawJson('"polluted"')],
  ['hasOwnProperty', new RawJson('"polluted"')],
];

/** Text that is not JSON, or JSON that stresses the parser (depth, size, encodings). */
export const malformedJsonText: fc.Arbitrary<string | Buffer> = fc.oneof(
  fc.constantFrom(
    '{',
    '}',
    '{"a":',
    '{"a":1,}',
    "{'a':1}",
    '{a:1}',
    'NaN',
    'undefined',
    '[1,2',
    '"unterminated',
    '{"a":1}{"b":2}',
    '\ufeff{}',
    '{"a":-}',
    '{"a":0x10}',
    '{"a":01}',
    '{"a":.5}',
    '{"a":"\u0000"}',
    '\u0000',
    '{"a":true',
    'tru',
    '{"__proto__":',
    '{"a":"\\u12"}',
    '{"a":"\\x41"}',
    '{"a":1}}',
    '//{}',
    '{} // comment',
    ' ',
  ),
  fc.tuple(fc.jsonValue({ maxDepth: 3 }), fc.nat()).map(([value, cut]) => {
    const text = JSON.stringify(value) ?? 'null';
    return text.slice(0, cut % Math.max(text.length, 1));
  }),
  fc.uint8Array({ minLength: 1, maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
  fc.integer({ min: 1_000, max: 200_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
  fc.integer({ min: 1_000, max: 100_000 }).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
);

/** A body of a few hundred KiB, or just over the 1 MiB limit. */
export const hugeJsonText: fc.Arbitrary<string> = fc
  .oneof(
    { weight: 4, arbitrary: fc.integer({ min: 10_000, max: 600_000 }) },
    { weight: 1, arbitrary: fc.constant(1024 * 1024 + 1) },
  )
  .chain((size) =>
    fc
      .constantFrom<(size: number) => string>(
        (n) => `{"name":"${'x'.repeat(n)}"}`,
        (n) => `{"${'k'.repeat(n)}":1}`,
        (n) => `[${'1,'.repeat(Math.floor(n / 2))}1]`,
        (n) => `{${Array.from({ length: Math.floor(n / 12) }, (_, index) => `"k${index}":1`).join(',')}}`,
      )
      .map((shape) => shape(size)),
  );
