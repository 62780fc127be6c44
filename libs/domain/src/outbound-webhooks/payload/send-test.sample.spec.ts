import { aDeal } from '../../testing/deal.mother';
import { buildSendTestSample } from './send-test.sample';

const APP = 'https://app.example.com/';
const NOW = Date.UTC(2026, 10, 2, 12, 0, 0);

describe('buildSendTestSample', () => {
  it('samples a real deal with only id, url, name, status, price and owner', () => {
    const deal = aDeal({ id: 'deal_7', spaceId: 'spc_1', status: 'approved', price: 99.999 });
    expect(buildSendTestSample({ spaceId: 'spc_1', deal, appUrl: APP, now: NOW })).toEqual({
      event: 'deal_updated',
      space_id: 'spc_1',
      timestamp: '2026-11-02T12:00:00.000Z',
      deal: {
        id: 'deal_7',
        url: 'https://app.example.com/spc_1/deals/deal_7',
        name: 'Acme renewal',
        status: 'approved',
        price: 100,
        owner: { id: 'usr_1', name: 'Ada Owner' },
      },
      changes: {},
      message: 'This is a test message from Deal Pricing Service.',
    });
  });

  it('omits price and owner when the sampled deal has none', () => {
    const deal = aDeal({ price: null, owner: null });
    const sample = buildSendTestSample({ spaceId: 'spc_1', deal, appUrl: APP, now: NOW });
    expect(Object.keys(sample.deal).sort()).toEqual(['id', 'name', 'status', 'url']);
  });

  it('uses a clearly fake deal when the space has none', () => {
    const sample = buildSendTestSample({ spaceId: 'spc_2', deal: null, appUrl: APP, now: NOW });
    expect(sample.deal).toEqual({
      id: 'deal_sample',
      url: 'https://app.example.com/spc_2/deals/deal_sample',
      name: 'Sample deal',
      status: 'pending',
      price: 1000,
      owner: { id: 'usr_sample', name: 'Sample Owner' },
    });
    expect(sample.event).toBe('deal_updated');
    expect(sample.changes).toEqual({});
    expect(sample.message).toMatch(/test message/);
  });
});
