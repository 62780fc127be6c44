import fc from 'fast-check';
import {
  CREDENTIAL_SCOPES,
  SPACE_ROLES,
  parseCredentialRequest,
  parseDeviceApprovalRequest,
  parseDeviceCodeRequest,
  parseDeviceTokenRequest,
  parseEnableEndpointRequest,
  parseInviteRequest,
  parseMemberRoleRequest,
  parseRescheduleRequest,
  parseSendTestRequest,
  parseSpaceCreateRequest,
  type ValidationIssue,
} from '@deal/domain';
import { oracleIssues } from './deals/testing/class-validator-oracle';
import {
  OracleCredential,
  OracleDeviceApproval,
  OracleDeviceCode,
  OracleDeviceToken,
  OracleEnableEndpoint,
  OracleInvite,
  OracleMemberRole,
  OracleReschedule,
  OracleSendTest,
  OracleSpaceName,
} from './testing/request-bodies.oracle';

/**
 * The domain became the one home of every request body's rules (issue 13): for any body, each
 * parser answers exactly what the API's class-validator DTO answered, issue for issue, in order.
 */

const strings = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '  \t',
    'a',
    'CI deploys',
    'ada@example.com',
    '+2w',
    '2026-12-07',
    'bcdf-ghjk',
    'urn:ietf:params:oauth:grant-type:device_code',
    '😀',
    '❤️',
    ...CREDENTIAL_SCOPES,
    ...SPACE_ROLES,
    'x'.repeat(32),
    'x'.repeat(33),
    '😀'.repeat(33),
    'x'.repeat(100),
    'x'.repeat(101),
    ' '.repeat(101),
    '😀'.repeat(101),
    'x'.repeat(200),
    'x'.repeat(201),
    'x'.repeat(320),
    'x'.repeat(321),
  ),
  fc.string({ maxLength: 8 }),
);
const values = fc.oneof(
  strings,
  fc.constantFrom(0, -1, 1, 1.5, 30, 3650, 3651, 2 ** 53),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.constant(['a']),
);
const bodiesOf = (...keys: string[]) =>
  fc.dictionary(fc.constantFrom(...keys, 'name', 'id', 'x'), values, { maxKeys: keys.length + 2 });

type Parse = (body: unknown) => { ok: true } | { ok: false; error: ValidationIssue[] };
/** As the controllers call the parsers (`parsedBody`): an absent body is an empty object. */
const domainIssues = (parse: Parse, body: unknown) => {
  const parsed = parse(body ?? {});
  return parsed.ok ? [] : parsed.error;
};

describe('the request bodies’ rules in the domain answer what the class-validator DTOs answered', () => {
  const cases: Array<[string, new () => object, Parse, fc.Arbitrary<Record<string, unknown>>]> = [
    [
      'POST /v1/tokens and …/keys',
      OracleCredential,
      parseCredentialRequest,
      bodiesOf('scope', 'expires_in_days'),
    ],
    [
      'POST /v1/spaces (a body without currency, which the DTO did not know)',
      OracleSpaceName,
      parseSpaceCreateRequest,
      bodiesOf('role'),
    ],
    ['POST …/invitations and …/members', OracleInvite, parseInviteRequest, bodiesOf('email', 'role')],
    ['PATCH …/members/{user_id}', OracleMemberRole, parseMemberRoleRequest, bodiesOf('role')],
    ['POST /v1/device/code', OracleDeviceCode, parseDeviceCodeRequest, bodiesOf('scope', 'client_id')],
    [
      'POST /v1/device/approve',
      OracleDeviceApproval,
      parseDeviceApprovalRequest,
      bodiesOf('user_code', 'approve'),
    ],
    [
      'POST /v1/device/token',
      OracleDeviceToken,
      parseDeviceTokenRequest,
      bodiesOf('grant_type', 'device_code', 'client_id'),
    ],
    ['POST /v1/deal/{id}/reschedule', OracleReschedule, parseRescheduleRequest, bodiesOf('shift', 'space')],
    ['POST …/automations/{id}/send-test', OracleSendTest, parseSendTestRequest, bodiesOf('deal_id')],
    [
      'POST …/actions/{action_id}/enable',
      OracleEnableEndpoint,
      parseEnableEndpointRequest,
      bodiesOf('redeliver_held', 'redeliver_held'),
    ],
  ];

  it.each(cases)('%s, for 1,000 generated bodies', (_route, dto, parse, arbitrary) => {
    fc.assert(
      fc.property(arbitrary, (body) => {
        expect(domainIssues(parse, body)).toEqual(oracleIssues(dto, body));
      }),
      { numRuns: 1000 },
    );
  });

  it.each(cases)('%s, for bodies that are not JSON objects', (_route, dto, parse) => {
    for (const body of [undefined, null, [], [1], 'text', 12, true]) {
      expect(domainIssues(parse, body)).toEqual(oracleIssues(dto, body));
    }
  });

  it('reads each body into the use case’s input', () => {
    expect(parseCredentialRequest({ name: ' CI ', scope: 'read' })).toEqual({
      ok: true,
      value: { name: ' CI ', scope: 'read', expiresInDays: null },
    });
    expect(parseDeviceCodeRequest({ client_id: 'cli' })).toEqual({ ok: true, value: {} });
    expect(parseRescheduleRequest({ shift: '+2w', space: 'spc_1' })).toEqual({
      ok: true,
      value: { shift: '+2w', spaceId: 'spc_1' },
    });
    expect(parseSendTestRequest({})).toEqual({ ok: true, value: { dealId: null } });
  });
});
