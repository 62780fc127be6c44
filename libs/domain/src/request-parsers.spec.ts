import {
  parseCredentialRequest,
  parseDealPatchRequest,
  parseDeviceCodeRequest,
  parseEnableEndpointRequest,
  parseNewDealRequest,
  parseNewPhaseRequest,
  parseRescheduleRequest,
  parseSendTestRequest,
  parseStatusMoveRequest,
} from './index';

/**
 * The request parsers (`<concept>/requests/*.request.ts`) read a body into its use case's input,
 * and refuse one in the SPEC §7 words the API has always answered with. Until issue 23 a
 * test-only oracle of the old DTO decorators checked those words body for body; the kit's spec
 * (shared/field-rules.spec.ts) and the e2e specs of each route now hold them.
 */
describe('the request parsers', () => {
  it('read each body into the use case’s input', () => {
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
    expect(parseEnableEndpointRequest({})).toEqual({ ok: true, value: { redeliverHeld: false } });
    expect(parseEnableEndpointRequest({ redeliver_held: null })).toEqual({
      ok: true,
      value: { redeliverHeld: false },
    });
    expect(parseEnableEndpointRequest({ redeliver_held: true })).toEqual({
      ok: true,
      value: { redeliverHeld: true },
    });
    expect(
      parseNewDealRequest({ space: 'spc_1', name: 'Acme', target_price: 10, owner_email: null }),
    ).toEqual({
      ok: true,
      value: { spaceId: 'spc_1', name: 'Acme', ownerEmail: null, fields: { targetPrice: 10 } },
    });
    expect(parseDealPatchRequest({ external_id: null, archived: true })).toEqual({
      ok: true,
      value: { fields: { externalId: null, archived: true } },
    });
    expect(parseStatusMoveRequest({ status: 'pending', requested_to: 'Ada@Example.com' })).toEqual({
      ok: true,
      value: { to: 'pending', reason: null, requestedToEmail: 'ada@example.com' },
    });
  });

  it('refuse a body in the words the API has always used, every issue at once', () => {
    expect(parseEnableEndpointRequest({ redeliver_held: 'yes', x: 1 })).toEqual({
      ok: false,
      error: [
        { path: ['x'], message: 'is not a known field' },
        { path: ['redeliver_held'], message: 'must be a boolean value' },
      ],
    });
    expect(parseNewPhaseRequest({ name: ' ', start: 1.5, end: -1 })).toEqual({
      ok: false,
      error: [
        { path: ['name'], message: 'must not be blank' },
        { path: ['start'], message: 'must be an integer number' },
        { path: ['end'], message: 'must not be less than 0' },
        { path: ['pinned'], message: 'must be a boolean value' },
      ],
    });
    expect(parseDealPatchRequest({ name: null, margin: 2, owner_email: 5 })).toEqual({
      ok: false,
      error: [
        { path: ['name'], message: 'must be a string' },
        { path: ['margin'], message: 'must not be greater than 1' },
        { path: ['owner_email'], message: 'must be shorter than or equal to 254 characters' },
        { path: ['owner_email'], message: 'must be an email address' },
      ],
    });
  });
});
