import { comparePath, pruneFigures, scaleGoals, sizeLabel, timingOf } from './scale-report';

describe('the scale phase figures', () => {
  it('takes the median and the 90th percentile of the timed runs, whatever their order', () => {
    expect(timingOf([5, 1, 4, 2, 3, 10, 6, 7, 8, 9])).toEqual({ p50_ms: 5, p90_ms: 9 });
  });

  it('compares a path by its medians, large over small', () => {
    expect(comparePath({ p50_ms: 0.5, p90_ms: 1 }, { p50_ms: 0.8, p90_ms: 2 })).toEqual({
      small: { p50_ms: 0.5, p90_ms: 1 },
      large: { p50_ms: 0.8, p90_ms: 2 },
      ratio: 1.6,
    });
  });

  it('counts a prune in rows (deliveries, attempts, events) and in deliveries per second', () => {
    expect(
      pruneFigures({ webhook_deliveries: 500, delivery_attempts: 500, outbox_events: 500 }, 0.5),
    ).toEqual({ seconds: 0.5, deliveries: 500, rows: 1500, rows_per_s: 3000, deliveries_per_s: 1000 });
    expect(
      pruneFigures({ webhook_deliveries: 0, delivery_attempts: 0, outbox_events: 0 }, 0).rows_per_s,
    ).toBe(0);
  });

  it('meets a goal within 2×, misses one beyond, and holds the delivery log to 10 ms at the large size', () => {
    const prune = {
      small: pruneFigures({ webhook_deliveries: 500, delivery_attempts: 500, outbox_events: 500 }, 0.1),
      large: pruneFigures(
        { webhook_deliveries: 500_000, delivery_attempts: 500_000, outbox_events: 500_000 },
        300,
      ),
    };
    const goals = scaleGoals(
      {
        delivery_log_first: comparePath({ p50_ms: 1, p90_ms: 1 }, { p50_ms: 1.9, p90_ms: 2 }),
        events_first: comparePath({ p50_ms: 1, p90_ms: 1 }, { p50_ms: 2.5, p90_ms: 3 }),
      },
      prune,
      '1M',
      { delivery_log_first: comparePath({ p50_ms: 0.4, p90_ms: 1 }, { p50_ms: 0.6, p90_ms: 1 }) },
    );
    expect(goals.map((goal) => [goal.id, goal.value, goal.met])).toEqual([
      ['scale_delivery_log_first', 1.9, true],
      ['scale_events_first', 2.5, false],
      // 15,000 rows/s against 5,000: each row costs 3× as much at the large size.
      ['scale_prune_per_row', 3, false],
      ['scale_delivery_log_first_ms', 1.9, true],
      ['scale_delivery_log_first_db_ms', 0.6, true],
    ]);
  });

  it('names the sizes as people say them', () => {
    expect([1_000, 20_000, 100_000, 1_000_000, 1_500_000, 1234].map(sizeLabel)).toEqual([
      '1k',
      '20k',
      '100k',
      '1M',
      '1.5M',
      '1234',
    ]);
  });
});
