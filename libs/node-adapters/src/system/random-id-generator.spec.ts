import { RandomIdGenerator } from './random-id-generator';

describe('RandomIdGenerator', () => {
  it('makes prefixed ids of 22 base62 characters that sort in the order they were made', () => {
    const ids = new RandomIdGenerator();
    const made = Array.from({ length: 2_000 }, () => ids.next('tok')); // many share a millisecond
    for (const id of made) expect(id).toMatch(/^tok_[0-9A-Za-z]{22}$/);
    expect([...made].sort()).toEqual(made);
    expect(new Set(made).size).toBe(made.length);
  });

  it('starts with the creation time, so ids of different generators sort by time too', async () => {
    const first = new RandomIdGenerator().next('deal');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = new RandomIdGenerator().next('deal');
    expect(first < second).toBe(true);
  });

  it('gives each id random bits of its own, across the batches it draws them in', () => {
    const ids = new RandomIdGenerator();
    // Ids of different milliseconds are not made consecutive, so their low 80 bits are the draw.
    const drawn = new Set<string>();
    let last = Date.now();
    while (drawn.size < 500) {
      while (Date.now() === last); // one id per millisecond: each is its own draw
      last = Date.now();
      drawn.add(ids.next('evt').slice(-13));
    }
    expect(drawn.size).toBe(500); // more than one batch (409 ids)
  });
});
