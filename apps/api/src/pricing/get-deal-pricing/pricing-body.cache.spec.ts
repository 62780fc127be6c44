import { PricingBodyCache, type PricingBody } from './pricing-body.cache';

const body = (bytes: number): PricingBody => ({ json: Buffer.alloc(bytes, 0x20), etag: `W/"${bytes}"` });

describe('PricingBodyCache', () => {
  it('answers a deal only at the revision it was kept for', () => {
    const cache = new PricingBodyCache(1000);
    const kept = body(10);
    cache.set('deal_1', 3, kept);
    expect(cache.get('deal_1', 3)).toBe(kept);
    expect(cache.get('deal_1', 4)).toBeUndefined();
    expect(cache.get('deal_2', 3)).toBeUndefined();
  });

  it('keeps one revision per deal, and never puts an older one back over a newer one', () => {
    const cache = new PricingBodyCache(1000);
    cache.set('deal_1', 3, body(10));
    const newer = body(20);
    cache.set('deal_1', 4, newer);
    cache.set('deal_1', 3, body(30));
    expect(cache.get('deal_1', 3)).toBeUndefined();
    expect(cache.get('deal_1', 4)).toBe(newer);
    expect(cache.size).toBe(20);
  });

  it('holds at most its bytes, the least recently read deal out first', () => {
    const cache = new PricingBodyCache(100);
    cache.set('deal_1', 1, body(40));
    cache.set('deal_2', 1, body(40));
    expect(cache.get('deal_1', 1)).toBeDefined();
    cache.set('deal_3', 1, body(40));
    expect(cache.get('deal_2', 1)).toBeUndefined();
    expect(cache.get('deal_1', 1)).toBeDefined();
    expect(cache.get('deal_3', 1)).toBeDefined();
    expect(cache.size).toBe(80);
    cache.set('deal_4', 1, body(101));
    expect(cache.get('deal_4', 1)).toBeUndefined();
    expect(cache.size).toBe(80);
  });
});
