import fc from 'fast-check';
import { DEAL_STATUSES } from '../deal/deal-status';
import { DEAL_DATE_MAX_MS as MAX_EPOCH_MS } from '../deal/deal-date';
import { INCOMING_FIELDS, type IncomingPayload } from './incoming-payload';
import { parseIncomingPayload } from './incoming-payload.parser';

const issuesOf = (body: unknown) => {
  const result = parseIncomingPayload(body);
  if (result.ok) throw new Error(`expected issues, got ${JSON.stringify(result.value)}`);
  return result.error;
};
const valueOf = (body: unknown) => {
  const result = parseIncomingPayload(body);
  if (!result.ok) throw new Error(`expected a payload, got ${JSON.stringify(result.error)}`);
  return result.value;
};

const STATUS_MESSAGE = 'must be one of draft, pending, approved, progressed, won, lost, abandoned';
const ID_MESSAGE = 'must be a string of 1 to 200 characters';
const NAME_MESSAGE = 'must be a non-empty string of at most 200 characters';
const FRACTION_MESSAGE = 'must be a number from 0 to 1';
const DATE_MESSAGE = 'must be an integer epoch-millisecond time from 1970 to 9999';
const REASON_MESSAGE = 'must be a string of at most 2000 characters';
const PRICE_MESSAGE = 'must be a number greater than or equal to 0';

/** Keeps test titles short: a 2001-character string is shown as its length. */
const label = (value: unknown): string => {
  if (typeof value === 'string' && value.length > 20) return `a ${[...value].length}-character string`;
  return typeof value === 'number' ? String(value) : JSON.stringify(value);
};
const titled = <T extends unknown[]>(cases: [string, unknown, ...T][]) =>
  cases.map(
    ([field, value, ...rest]) => [field, label(value), value, ...rest] as [string, string, unknown, ...T],
  );

describe('parseIncomingPayload', () => {
  it('accepts every SPEC §4.5 field and keeps the values', () => {
    const body = {
      id: 'deal_1',
      external_id: 'AUD-7',
      status: 'approved',
      name: 'Acme renewal',
      target_price: 1200.5,
      target_margin: 0.4,
      due: Date.UTC(2026, 11, 1),
      start: Date.UTC(2026, 10, 23),
      probability: 0.75,
      redraft_reason: 'price too low',
      closed_reason: 'signed',
    };
    expect(valueOf(body)).toEqual(body);
  });

  it('accepts an empty object: every field is optional', () => {
    expect(valueOf({})).toEqual({});
  });

  it.each([
    ['null', null],
    ['an array', [{ id: 'deal_1' }]],
    ['a string', '{"id":"deal_1"}'],
    ['a number', 42],
    ['a boolean', true],
    ['undefined', undefined],
    ['a class instance', new Date(0)],
  ])('rejects %s as the body', (_label, body) => {
    expect(issuesOf(body)).toEqual([{ path: [], message: 'body must be a JSON object' }]);
  });

  it('accepts an object without prototype (a JSON object made by other parsers)', () => {
    expect(valueOf(Object.assign(Object.create(null), { id: 'deal_1' }))).toEqual({ id: 'deal_1' });
  });

  it('drops every field sent as null: null means "leave unchanged"', () => {
    const body = Object.fromEntries(INCOMING_FIELDS.map((field) => [field, null]));
    expect(valueOf(body)).toEqual({});
    expect(Object.keys(valueOf({ name: null, status: 'won' }))).toEqual(['status']);
  });

  it('reports an unknown field, even when it is null', () => {
    expect(issuesOf({ stauts: 'approved', price: null })).toEqual([
      { path: ['stauts'], message: 'unknown field' },
      { path: ['price'], message: 'unknown field' },
    ]);
  });

  it('names every status in the status message', () => {
    expect(issuesOf({ status: 'open' })).toEqual([{ path: ['status'], message: STATUS_MESSAGE }]);
  });

  it.each(
    titled<[string]>([
      ['id', '', ID_MESSAGE],
      ['id', 'x'.repeat(201), ID_MESSAGE],
      ['id', 7, ID_MESSAGE],
      ['id', true, ID_MESSAGE],
      ['id', { id: 'deal_1' }, ID_MESSAGE],
      ['external_id', '', ID_MESSAGE],
      ['external_id', 'x'.repeat(201), ID_MESSAGE],
      ['external_id', 12345, ID_MESSAGE],
      ['status', 'Approved', STATUS_MESSAGE],
      ['status', 'open', STATUS_MESSAGE],
      ['status', 2, STATUS_MESSAGE],
      ['status', ['approved'], STATUS_MESSAGE],
      ['name', '', NAME_MESSAGE],
      ['name', '   ', NAME_MESSAGE],
      ['name', 'x'.repeat(201), NAME_MESSAGE],
      ['name', 3, NAME_MESSAGE],
      ['target_price', -0.01, PRICE_MESSAGE],
      ['target_price', '1200', PRICE_MESSAGE],
      ['target_price', Number.NaN, PRICE_MESSAGE],
      ['target_price', Number.POSITIVE_INFINITY, PRICE_MESSAGE],
      ['target_price', false, PRICE_MESSAGE],
      ['target_margin', -0.01, FRACTION_MESSAGE],
      ['target_margin', 1.01, FRACTION_MESSAGE],
      ['target_margin', '0.5', FRACTION_MESSAGE],
      ['target_margin', Number.NaN, FRACTION_MESSAGE],
      ['due', 1.5, DATE_MESSAGE],
      ['due', -1, DATE_MESSAGE],
      ['due', MAX_EPOCH_MS + 1, DATE_MESSAGE],
      ['due', '2026-12-01', DATE_MESSAGE],
      ['due', Number.POSITIVE_INFINITY, DATE_MESSAGE],
      ['start', 0.5, DATE_MESSAGE],
      ['start', -86_400_000, DATE_MESSAGE],
      ['start', MAX_EPOCH_MS + 1, DATE_MESSAGE],
      ['start', '1700000000000', DATE_MESSAGE],
      ['probability', 1.5, FRACTION_MESSAGE],
      ['probability', -0.5, FRACTION_MESSAGE],
      ['probability', '1', FRACTION_MESSAGE],
      ['redraft_reason', 'x'.repeat(2001), REASON_MESSAGE],
      ['redraft_reason', 3, REASON_MESSAGE],
      ['closed_reason', 'x'.repeat(2001), REASON_MESSAGE],
      ['closed_reason', ['signed'], REASON_MESSAGE],
    ]),
  )('rejects %s = %s', (field, _label, value, message) => {
    expect(issuesOf({ [field]: value })).toEqual([{ path: [field], message }]);
  });

  it.each(
    titled<[]>([
      ['id', 'x'],
      ['id', 'x'.repeat(200)],
      ['external_id', 'x'.repeat(200)],
      ['name', 'x'.repeat(200)],
      ['target_price', 0],
      ['target_margin', 0],
      ['target_margin', 1],
      ['due', 0],
      ['due', MAX_EPOCH_MS],
      ['start', MAX_EPOCH_MS],
      ['probability', 0],
      ['probability', 1],
      ['redraft_reason', ''],
      ['closed_reason', 'x'.repeat(2000)],
    ]),
  )('accepts the boundary value %s = %s', (field, _label, value) => {
    expect(valueOf({ [field]: value })).toEqual({ [field]: value });
  });

  it('counts characters, not UTF-16 units: 200 emoji make a valid id', () => {
    const id = '😀'.repeat(200);
    expect(valueOf({ id })).toEqual({ id });
    expect(issuesOf({ id: id + '😀' })).toEqual([{ path: ['id'], message: ID_MESSAGE }]);
  });

  it('trims the name and measures the trimmed text', () => {
    expect(valueOf({ name: '  Acme renewal \n' })).toEqual({ name: 'Acme renewal' });
    expect(valueOf({ name: ` ${'x'.repeat(200)} ` })).toEqual({ name: 'x'.repeat(200) });
  });

  it('collects every issue in the body key order, not just the first', () => {
    expect(issuesOf({ probability: 2, id: '', colour: 'red', status: 'open', name: 'fine' })).toEqual([
      { path: ['probability'], message: FRACTION_MESSAGE },
      { path: ['id'], message: ID_MESSAGE },
      { path: ['colour'], message: 'unknown field' },
      { path: ['status'], message: STATUS_MESSAGE },
    ]);
  });

  it('never throws on arbitrary values and answers either a payload or a non-empty issue list', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.jsonValue(),
          fc.dictionary(fc.constantFrom(...INCOMING_FIELDS), fc.jsonValue()),
        ),
        (body) => {
          const result = parseIncomingPayload(body);
          if (result.ok) return typeof result.value === 'object' && result.value !== null;
          return (
            result.error.length > 0 &&
            result.error.every((i) => i.path.every((p) => typeof p === 'string') && i.message.length > 0)
          );
        },
      ),
      { seed: 42, numRuns: 300 },
    );
  });

  it('accepts every valid payload unchanged', () => {
    const text = (max: number) =>
      fc.string({ minLength: 1, maxLength: max }).filter((s) => s.trim() === s && s.length > 0);
    const valid: fc.Arbitrary<IncomingPayload> = fc.record(
      {
        id: text(200),
        external_id: text(200),
        status: fc.constantFrom(...DEAL_STATUSES),
        name: text(200),
        target_price: fc.double({ min: 0, max: 1e12, noNaN: true }),
        target_margin: fc.double({ min: 0, max: 1, noNaN: true }),
        due: fc.integer({ min: 0, max: MAX_EPOCH_MS }),
        start: fc.integer({ min: 0, max: MAX_EPOCH_MS }),
        probability: fc.double({ min: 0, max: 1, noNaN: true }),
        redraft_reason: fc.string({ maxLength: 2000 }),
        closed_reason: fc.string({ maxLength: 2000 }),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(valid, (payload) => {
        expect(parseIncomingPayload(payload)).toEqual({ ok: true, value: payload });
      }),
      { seed: 42, numRuns: 300 },
    );
  });
});
