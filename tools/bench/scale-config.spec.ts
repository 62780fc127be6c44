import { parseScaleConfig } from './scale-config';

const NOW = Date.UTC(2026, 10, 27, 12);

describe('parseScaleConfig', () => {
  it('defaults to the sizes of the issue: 1,000 against 1,000,000 rows, 100,000 deals, 500,000 expired', () => {
    expect(parseScaleConfig({}, NOW)).toEqual({
      serverUrl: 'postgres://postgres@127.0.0.1:5432/test',
      small: { rows: 1_000, deals: 1_000, expired: 500 },
      large: { rows: 1_000_000, deals: 100_000, expired: 500_000 },
      runs: 30,
      now: NOW,
    });
  });

  it('reads the sizes, the runs and the server, underscores allowed in numbers', () => {
    const config = parseScaleConfig(
      {
        BENCH_DATABASE_URL: 'postgres://u@h/db',
        BENCH_SCALE_ROWS: '200_000',
        BENCH_SCALE_DEALS: '50000',
        BENCH_SCALE_EXPIRED: '20000',
        BENCH_SCALE_SMALL_ROWS: '2000',
        BENCH_SCALE_RUNS: '10',
      },
      NOW,
    );
    expect(config).toEqual({
      serverUrl: 'postgres://u@h/db',
      small: { rows: 2_000, deals: 2_000, expired: 200 },
      large: { rows: 200_000, deals: 50_000, expired: 20_000 },
      runs: 10,
      now: NOW,
    });
  });

  it('refuses what is not a whole number in range, naming every variable at once', () => {
    expect(() => parseScaleConfig({ BENCH_SCALE_ROWS: '1e3x', BENCH_SCALE_RUNS: '0' }, NOW)).toThrow(
      /BENCH_SCALE_ROWS must be a whole number from 1000.*BENCH_SCALE_RUNS must be a whole number from 5/,
    );
  });

  it('refuses a small size that is not below the large one', () => {
    expect(() => parseScaleConfig({ BENCH_SCALE_ROWS: '5000', BENCH_SCALE_SMALL_ROWS: '5000' }, NOW)).toThrow(
      'BENCH_SCALE_SMALL_ROWS must be below BENCH_SCALE_ROWS',
    );
  });
});
