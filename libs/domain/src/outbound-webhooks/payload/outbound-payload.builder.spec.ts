import { aDeal } from '../../testing/deal.mother';
import { toOutboundDeal } from './outbound-deal.mapper';
import { DEAL_UPDATED_EVENT } from './outbound-payload';
import { buildOutboundPayload, withMessage, withoutMessage } from './outbound-payload.builder';

describe('buildOutboundPayload', () => {
  const deal = toOutboundDeal(aDeal({ status: 'pending' }), 'https://app.example.com');
  const base = {
    event: DEAL_UPDATED_EVENT,
    spaceId: 'spc_1',
    timestamp: Date.UTC(2026, 10, 2, 9, 30),
    deal,
    changes: { status: 'draft' },
    eventId: 'evt_1',
    revision: 4,
    actor: { type: 'webhook_in', id: 'aut_1' },
  } as const;

  it('assembles the SPEC §6.1 body with an ISO timestamp and the rendered message', () => {
    expect(buildOutboundPayload({ ...base, messageTemplate: '$name needs approval ($event)' })).toEqual({
      event: 'service_deal_updated',
      space_id: 'spc_1',
      timestamp: '2026-11-02T09:30:00.000Z',
      deal,
      changes: { status: 'draft' },
      message: 'Acme renewal needs approval (service_deal_updated)',
      event_id: 'evt_1',
      revision: 4,
      actor: { type: 'webhook_in', id: 'aut_1' },
    });
  });

  it('keeps SPEC §6.1 fields first, in their order, then event_id, revision and actor', () => {
    expect(Object.keys(buildOutboundPayload(base))).toEqual([
      'event',
      'space_id',
      'timestamp',
      'deal',
      'changes',
      'message',
      'event_id',
      'revision',
      'actor',
    ]);
  });

  it('puts a message back in its place in an event’s data, so each action’s body has the same key order', () => {
    const body = buildOutboundPayload({ ...base, messageTemplate: '$name' });
    const rebuilt = withMessage(withoutMessage(body), body.message);
    expect(JSON.stringify(rebuilt)).toBe(JSON.stringify(body));
    expect(withoutMessage(body)).not.toHaveProperty('message');
  });

  it('always carries message, empty when none is configured', () => {
    expect(buildOutboundPayload(base).message).toBe('');
    expect(buildOutboundPayload({ ...base, messageTemplate: null }).message).toBe('');
    expect(buildOutboundPayload({ ...base, messageTemplate: '' }).message).toBe('');
  });

  it('sends {} as changes when nothing tracked changed', () => {
    expect(buildOutboundPayload({ ...base, changes: {} }).changes).toEqual({});
  });

  it('renders the message with the event and space it is given', () => {
    const payload = buildOutboundPayload({
      ...base,
      event: 'other_event',
      spaceId: 'spc_9',
      messageTemplate: '$event@$space_id',
    });
    expect(payload.message).toBe('other_event@spc_9');
  });
});
