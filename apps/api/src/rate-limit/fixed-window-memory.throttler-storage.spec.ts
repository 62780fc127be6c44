import { FixedWindowMemoryThrottlerStorage } from './fixed-window-memory.throttler-storage';

describe('FixedWindowMemoryThrottlerStorage', () => {
  let now = 1_000_000;
  const storage = () => new FixedWindowMemoryThrottlerStorage({ now: () => now });

  it('allows `limit` hits per window, then refuses until the window ends', async () => {
    const store = storage();
    for (let i = 1; i <= 3; i++) {
      expect(await store.increment('k', 60_000, 3, 60_000, 'default')).toMatchObject({
        totalHits: i,
        isBlocked: false,
      });
    }
    now += 59_001;
    expect(await store.increment('k', 60_000, 3, 60_000, 'default')).toEqual({
      totalHits: 4,
      timeToExpire: 1,
      isBlocked: true,
      timeToBlockExpire: 1,
    });
    now += 999;
    expect(await store.increment('k', 60_000, 3, 60_000, 'default')).toMatchObject({
      totalHits: 1,
      timeToExpire: 60,
      isBlocked: false,
    });
  });

  it('counts each key on its own', async () => {
    const store = storage();
    await store.increment('a', 60_000, 1, 60_000, 'default');
    expect(await store.increment('a', 60_000, 1, 60_000, 'default')).toMatchObject({ isBlocked: true });
    expect(await store.increment('b', 60_000, 1, 60_000, 'default')).toMatchObject({ isBlocked: false });
  });
});
