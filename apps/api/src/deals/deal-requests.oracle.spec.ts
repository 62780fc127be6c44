import fc from 'fast-check';
import {
  DEAL_STATUSES,
  parseDealPatchRequest,
  parseNewDealRequest,
  parseNewPhaseRequest,
  parseStatusMoveRequest,
  type ValidationIssue,
} from '@deal/domain';
import {
  OracleDealPatch,
  OracleNewDeal,
  OracleNewPhase,
  OracleStatusMove,
  oracleIssues,
} from './testing/class-validator-oracle';

/**
 * The domain became the one home of the deal bodies' rules (issue 13): for any body, it must answer
 * exactly what the API's class-validator DTOs answered, issue for issue, in the same order.
 */

const DEAL_KEYS = [
  'space',
  'name',
  'currency',
  'archived',
  'price',
  'cost',
  'margin',
  'probability',
  'target_price',
  'target_margin',
  'start',
  'end',
  'due',
  'description',
  'account',
  'external_id',
  'owner_email',
];
const OTHER_KEYS = ['pinned', 'status', 'reason', 'requested_to', 'id', 'Name', 'owner', '__proto__x'];

/** Strings on which the old and the new email syntax agree (the one intended difference). */
const strings = fc.constantFrom(
  '',
  ' ',
  '   \t',
  'a',
  'ab',
  'abc',
  'EUR',
  'eu1',
  'Acme renewal',
  'x@example.com',
  'a@b.co',
  'not-an-email',
  'a@b',
  'a b@example.com',
  '😀',
  '❤️',
  'e\u0301',
  ...DEAL_STATUSES,
  'x'.repeat(199),
  'x'.repeat(200),
  'x'.repeat(201),
  ' '.repeat(201),
  '😀'.repeat(200),
  '😀'.repeat(201),
  'x'.repeat(254),
  'x'.repeat(255),
  'x'.repeat(2000),
  'x'.repeat(2001),
  'x'.repeat(10_000),
  'x'.repeat(10_001),
);
const numbers = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    1,
    -1,
    0.5,
    1.5,
    1e12,
    1e12 + 1,
    253_402_300_799_999,
    253_402_300_799_999 + 1,
    2 ** 53,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const values = fc.oneof(
  strings,
  numbers,
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.constant(['a']),
);
const bodies = fc.dictionary(fc.constantFrom(...DEAL_KEYS, ...OTHER_KEYS), values, { maxKeys: 8 });
const phaseBodies = fc.dictionary(fc.constantFrom('name', 'start', 'end', 'pinned', 'price', 'x'), values, {
  maxKeys: 5,
});
const statusBodies = fc.dictionary(fc.constantFrom('status', 'reason', 'requested_to', 'name'), values, {
  maxKeys: 4,
});

type Parse = (body: unknown) => { ok: true } | { ok: false; error: ValidationIssue[] };
/** As the controllers call the parsers: an absent body is an empty object. */
const domainIssues = (parse: Parse, body: unknown) => {
  const parsed = parse(body ?? {});
  return parsed.ok ? [] : parsed.error;
};

describe('the deal bodies’ rules in the domain answer what the class-validator DTOs answered', () => {
  const cases: Array<[string, new () => object, Parse, fc.Arbitrary<Record<string, unknown>>]> = [
    ['POST /v1/deals', OracleNewDeal, parseNewDealRequest, bodies],
    ['PATCH /v1/deal/{id}', OracleDealPatch, parseDealPatchRequest, bodies],
    ['POST /v1/deal/{id}/phases', OracleNewPhase, parseNewPhaseRequest, phaseBodies],
    ['POST /v1/deal/{id}/status', OracleStatusMove, parseStatusMoveRequest, statusBodies],
  ];

  it.each(cases)('%s, for 3,000 generated bodies', (_route, dto, parse, arbitrary) => {
    fc.assert(
      fc.property(arbitrary, (body) => {
        expect(domainIssues(parse, body)).toEqual(oracleIssues(dto, body));
      }),
      { numRuns: 3000 },
    );
  });

  it.each(cases)('%s, for bodies that are not JSON objects', (_route, dto, parse) => {
    for (const body of [undefined, null, [], [1], 'text', 12, true]) {
      expect(domainIssues(parse, body)).toEqual(oracleIssues(dto, body));
    }
  });
});
