import fc from 'fast-check';
import { hostileBody, type HostileBody } from './hostile-bodies';
import { oddString } from './hostile-values';
import { prefixOf, prefixOfId } from './id-kinds';
import { fillPath, type Operation } from './openapi-operations';
import type { RawRequest } from './raw-http-client';

/** Real values of the fixture the generators mix into hostile input. */
export interface FuzzPools {
  /** The read_write personal token most requests carry, so they get past authentication. */
  readonly token: string;
  /** Other real credentials: read scope, space keys, another space's user, revoked, expired. */
  readonly credentials: readonly string[];
  /** Real ids of every kind, of the caller's space and of another space. */
  readonly ids: readonly string[];
  /** Other real values: emails, user and device codes, shifts, dates. */
  readonly values: readonly string[];
  /** Real `next_cursor` values of several lists. */
  readonly cursors: readonly string[];
  /** Real values for body fields and query parameters of a given name (`space`, `email`, `shift` …). */
  readonly byName: Readonly<Record<string, readonly string[]>>;
}

/** A request and the generators that made its parts (reported on failure and counted). */
export interface HostileRequest extends RawRequest {
  readonly body?: string | Buffer;
  readonly bodyKind: string;
}

const BASE62 = [...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'];
const PREFIXES = ['usr', 'spc', 'deal', 'ph', 'ver', 'tok', 'aut', 'act', 'dlv', 'dev'];

/** An id of a real kind and shape that matches nothing. */
const ghostId = fc
  .tuple(
    fc.constantFrom(...PREFIXES),
    fc.string({ unit: fc.constantFrom(...BASE62), minLength: 22, maxLength: 22 }),
  )
  .map(([prefix, rest]) => `${prefix}_${rest}`);

const RAW_SEGMENTS = [
  '..',
  '.',
  '%2e%2e',
  '%2E',
  '%2F',
  '%2f..%2f',
  '%00',
  '%ZZ',
  '%',
  '%E0%A4%A',
  '%C0%AE',
  '%FF',
  '~',
  '*',
  ';',
  ':id',
  '%7Bid%7D',
  '..%2F..%2Fmeta',
  'a;b=c',
  '@',
  "'",
  '!',
];

/**
 * Anything a path segment can hold: real ids of the kind the route takes (of any space), real ids
 * of other kinds, their near misses, and garbage.
 */
function pathSegment(pools: FuzzPools, prefix: string | null): fc.Arbitrary<string> {
  const real = fc.constantFrom(...pools.ids);
  const sameKind = pools.ids.filter((id) => prefixOfId(id) === prefix);
  return fc.oneof(
    { weight: 8, arbitrary: sameKind.length ? fc.constantFrom(...sameKind) : real },
    { weight: 2, arbitrary: real },
    { weight: 1, arbitrary: ghostId },
    { weight: 3, arbitrary: oddString().map(percentEncoded) },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
    { weight: 1, arbitrary: fc.integer({ min: 100, max: 2_000 }).map((n) => 'a'.repeat(n)) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(real, fc.constantFrom('upper', 'space', 'nul', 'chop', 'dot', 'double'))
        .map(([id, how]) => nearMiss(id, how)),
    },
  );
}

function nearMiss(id: string, how: string): string {
  switch (how) {
    case 'upper':
      return id.toUpperCase();
    case 'space':
      return `${id}%20`;
    case 'nul':
      return `${id}%00`;
    case 'chop':
      return id.slice(0, -1);
    case 'dot':
      return `${id}.json`;
    default:
      return `${id}${id}`;
  }
}

const QUERY_VALUES = [
  '-1',
  '0',
  '1',
  '25',
  '100',
  '101',
  '999',
  '1000000000000000000000',
  '1e3',
  '1.5',
  ' 1',
  '1 ',
  '+1',
  '0x10',
  '01',
  '\u0663',
  '\uff11',
  'NaN',
  'Infinity',
  'null',
  '',
  'true',
  '[]',
  '{}',
  'draft',
  'DRAFT',
  'pending ',
  'won,lost',
];

const RAW_QUERY_PARTS = [
  'limit',
  '&&',
  '=',
  '==1',
  'limit==5',
  '%',
  '%ZZ=1',
  'cursor=%E0%A4%A',
  '?=',
  'limit=%00',
];

/** Repeated, array-style, prototype-named and unknown keys with bad limits and garbled cursors. */
function queryString(operation: Operation, pools: FuzzPools): fc.Arbitrary<string> {
  const names = operation.queryParams.map((param) => param.name);
  const key = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...names, 'limit', 'cursor', 'space', 'status') },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '__proto__',
        'constructor',
        'prototype',
        'hasOwnProperty',
        'toString',
        'limit[]',
        'limit[0]',
        'cursor[a]',
        '__proto__[polluted]',
        'a.b',
        '',
      ),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 10 }) },
  );
  const named = Object.values(pools.byName).flat();
  const value = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...QUERY_VALUES) },
    { weight: 2, arbitrary: fc.constantFrom(...named) },
    { weight: 1, arbitrary: fc.integer().map(String) },
    { weight: 2, arbitrary: fc.constantFrom(...pools.ids, ...pools.cursors) },
    {
      weight: 2,
      arbitrary: fc.string({ maxLength: 30 }).map((text) => Buffer.from(text).toString('base64url')),
    },
    { weight: 1, arbitrary: ghostId.map((id) => Buffer.from(id).toString('base64url')) },
    { weight: 2, arbitrary: oddString(30) },
    { weight: 1, arbitrary: fc.integer({ min: 100, max: 800 }).map((n) => 'A'.repeat(n)) },
  );
  const pair = fc.oneof(
    {
      weight: 6,
      arbitrary: fc.tuple(key, value).map(([k, v]) => `${percentEncoded(k)}=${percentEncoded(v)}`),
    },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_QUERY_PARTS) },
  );
  const hostile = fc.array(pair, { minLength: 1, maxLength: 5 }).map((pairs) => `?${pairs.join('&')}`);
  return fc.oneof({ weight: 3, arbitrary: fc.constant('') }, { weight: 2, arbitrary: hostile });
}

/** Authorization header variants: mostly the valid token (to get past the guard), then near misses. */
function authorization(pools: FuzzPools): fc.Arbitrary<string | readonly string[] | undefined> {
  const valid = pools.token;
  const flipped = (at: number) => {
    const index = 5 + (at % (valid.length - 5));
    const char = valid[index] === 'a' ? 'b' : 'a';
    return `${valid.slice(0, index)}${char}${valid.slice(index + 1)}`;
  };
  return fc.oneof(
    { weight: 16, arbitrary: fc.constant(`Bearer ${valid}`) },
    { weight: 4, arbitrary: fc.constantFrom(...pools.credentials).map((token) => `Bearer ${token}`) },
    { weight: 1, arbitrary: fc.constant(undefined) },
    {
      weight: 3,
      arbitrary: fc.oneof(
        fc.constantFrom(
          '',
          'Bearer',
          'Bearer ',
          `bearer ${valid}`,
          `BEARER ${valid}`,
          `Bearer  ${valid}`,
          `Bearer ${valid} `,
          valid,
          `Bearer ${valid} ${valid}`,
          `Bearer ${valid},Bearer x`,
          `Basic ${Buffer.from(`x:${valid}`).toString('base64')}`,
          `Token ${valid}`,
          `Bearer ${valid.slice(0, -1)}`,
          `Bearer ${valid}x`,
          `Bearer svcs_${valid.slice(5)}`,
          `Bearer ${valid.replace('svcp_', 'SVCP_')}`,
          `Bearer ${'x'.repeat(1_500)}`,
          `Bearer svcp_${'0'.repeat(36)}`,
          'Bearer \u00e9\u00e8',
          ['Bearer x', `Bearer ${valid}`],
          [`Bearer ${valid}`, 'Bearer x'],
        ),
        fc.nat().map((at) => `Bearer ${flipped(at)}`),
        fc.string({ unit: 'grapheme-ascii', maxLength: 60 }).map((text) => `Bearer ${text.trim()}`),
      ),
    },
  );
}

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/merge-patch+json',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/json; charset=nope',
  'APPLICATION/JSON',
  'application/jsonx',
  'application/xml',
  '*/*',
  '',
];

/** The whole request: the operation's method, hostile path params, query, headers and body. */
export function hostileRequest(operation: Operation, pools: FuzzPools): fc.Arbitrary<HostileRequest> {
  const segments = fc.tuple(
    ...operation.pathParams.map((param) => pathSegment(pools, prefixOf(operation.path, param))),
  );
  const takesBody = operation.body !== null;
  const body: fc.Arbitrary<HostileBody | null> = fc.oneof(
    {
      weight: takesBody ? 9 : 1,
      arbitrary: hostileBody(operation.body, [...pools.ids, ...pools.values], pools.byName),
    },
    { weight: takesBody ? 1 : 6, arbitrary: fc.constant(null) },
  );
  const contentType = fc.oneof(
    { weight: 12, arbitrary: fc.constant('application/json') },
    { weight: 2, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
  const extraHeaders = fc.record(
    {
      'content-encoding': fc.constantFrom('gzip', 'br', 'deflate', 'identity', 'x-unknown', 'gzip, gzip'),
      'x-request-id': fc.oneof(
        fc.string({ unit: 'grapheme-ascii', maxLength: 200 }),
        fc.constant('a'.repeat(129)),
      ),
      'x-forwarded-for': fc.constantFrom('127.0.0.1', '10.0.0.1, 1.2.3.4', 'garbage'),
      accept: fc.constantFrom('text/html', 'application/xml', '*/*', ''),
    },
    { requiredKeys: [] },
  );
  return fc
    .record({
      segments,
      query: queryString(operation, pools),
      auth: authorization(pools),
      body,
      contentType,
      extra: fc.oneof({ weight: 4, arbitrary: fc.constant({}) }, extraHeaders),
    })
    .map(({ segments: values, query, auth, body: sent, contentType: type, extra }) => {
      const byName = new Map(operation.pathParams.map((name, index) => [name, values[index] as string]));
      const headers: Record<string, string | readonly string[]> = {
        ...(extra as Record<string, string>),
        ...(auth !== undefined && { authorization: auth }),
        ...(sent && type !== undefined && { 'content-type': type }),
      };
      if (!sent) delete headers['content-encoding'];
      return {
        method: operation.method,
        path: `${fillPath(operation.path, (name) => byName.get(name) ?? '')}${query}`,
        headers,
        ...(sent && { body: sent.text }),
        bodyKind: sent ? sent.kind : 'none',
      };
    });
}

/**
 * `encodeURIComponent`, except that a lone surrogate (which it refuses) is sent as the three bytes
 * WTF-8 gives it: percent-encoding that decodes to no valid UTF-8.
 */
function percentEncoded(text: string): string {
  return [...text]
    .map((char) => {
      const code = char.charCodeAt(0);
      if (char.length > 1 || code < 0xd800 || code > 0xdfff) return encodeURIComponent(char);
      const bytes = [0xed, 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    })
    .join('');
}

/** A request cut down to what a failure report needs. */
export function describeRequest(request: HostileRequest): string {
  const cut = (text: string, max = 300) =>
    text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;
  const body =
    request.body === undefined
      ? 'no body'
      : `${request.bodyKind} body ${cut(typeof request.body === 'string' ? request.body : request.body.toString('hex'))}`;
  return `${request.method} ${cut(request.path)} headers ${cut(JSON.stringify(request.headers))} ${body}`;
}
