import { dueCount, plannedRequests, scheduledOffsetMs } from './open-loop-schedule';

describe('open-loop schedule', () => {
  it('plans rate × duration requests', () => {
    expect(plannedRequests(300, 8)).toBe(2400);
    expect(plannedRequests(0.5, 1)).toBe(1);
    expect(() => plannedRequests(0, 8)).toThrow(RangeError);
    expect(() => plannedRequests(100, -1)).toThrow(RangeError);
  });

  it('spaces requests evenly: request i is due at i / rate', () => {
    expect(scheduledOffsetMs(0, 300)).toBe(0);
    expect(scheduledOffsetMs(3, 300)).toBe(10);
    expect(scheduledOffsetMs(100, 100)).toBe(1000);
  });

  it('counts the requests due by a moment, request 0 at once', () => {
    expect(dueCount(-1, 100, 800)).toBe(0);
    expect(dueCount(0, 100, 800)).toBe(1);
    expect(dueCount(9.99, 100, 800)).toBe(1);
    expect(dueCount(10, 100, 800)).toBe(2);
    expect(dueCount(1000, 100, 800)).toBe(101);
  });

  it('a late timer makes every overdue request due at once (a catch-up burst), capped at the plan', () => {
    expect(dueCount(50, 300, 2400)).toBe(16);
    expect(dueCount(60_000, 300, 2400)).toBe(2400);
  });

  it('agrees with scheduledOffsetMs at every boundary, despite floating point', () => {
    for (const rate of [7, 100, 300, 333]) {
      for (let i = 0; i < 2000; i++) expect(dueCount(scheduledOffsetMs(i, rate), rate, 1e9)).toBe(i + 1);
    }
  });
});
