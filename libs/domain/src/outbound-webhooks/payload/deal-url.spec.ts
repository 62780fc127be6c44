import { dealUrl } from './deal-url';

describe('dealUrl', () => {
  it('links to {app_url}/<space_id>/deals/<deal_id>', () => {
    expect(dealUrl('https://app.example.com', 'spc_1', 'deal_1')).toBe(
      'https://app.example.com/spc_1/deals/deal_1',
    );
  });

  it('drops trailing slashes of the app URL', () => {
    expect(dealUrl('http://localhost:3000//', 'spc_1', 'deal_1')).toBe(
      'http://localhost:3000/spc_1/deals/deal_1',
    );
  });

  it('keeps a path prefix of the app URL', () => {
    expect(dealUrl('https://example.com/pricing/', 'spc_1', 'deal_1')).toBe(
      'https://example.com/pricing/spc_1/deals/deal_1',
    );
  });

  it('percent-encodes ids so they stay one path segment each', () => {
    expect(dealUrl('https://a.test', 'spc/1', 'deal 1?x')).toBe('https://a.test/spc%2F1/deals/deal%201%3Fx');
  });
});
