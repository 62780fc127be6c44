import { aDeal } from '../../testing/deal.mother';
import { toOutboundDeal } from './outbound-deal.mapper';
import { DEAL_UPDATED_EVENT } from './outbound-payload';
import { buildOutboundPayload } from './outbound-payload.builder';

describe('buildOutboundPayload', () => {
  const deal = toOutboundDeal(aDeal({ status: 'pending' }), 'https://app.example.com');
  const base = {
    event: DEAL_UPDATED_EVENT,
    spaceId: 'spc_1',
    timestamp: Date.UTC(2026, 10, 2, 9, 30),
    deal,
    changes: { status: 'draft' },
  };

  it('assembles the SPEC §6.1 body with an ISO timestamp and the rendered message', () => {
    expect(buildOutboundPayload({ ...base, messageTemplate: '$name needs approval ($event)' })).toEqual({
      event: 'service_deal_updated',
      space_id: 'spc_1',
      timestamp: '2026-11-02T09:30:00.000Z',
      deal,
      changes: { status: 'draft' },
      message: 'Acme renewal needs approval (service_deal_updated)',
    });
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
