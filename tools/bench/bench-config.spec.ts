import { BENCH_PHASES, parseBenchConfig, redactUrl } from './bench-config';

describe('bench config', () => {
  it('defaults to every phase on the local test server', () => {
    const config = parseBenchConfig({}, []);
    expect(config.phases).toEqual(BENCH_PHASES);
    expect(config.serverUrl).toBe('postgres://postgres@127.0.0.1:5432/test');
    expect(config.rates).toEqual({
      spaces: 300,
      reschedule: 100,
      webhookIn: 300,
      events: 100,
      pricing: 50,
      estimate: 100,
    });
    expect(config.rounds).toBe(3);
    expect(config.durationSeconds).toBe(5);
    expect(config.dispatcherEvents).toBe(5000);
  });

  it('reads overrides and the phases named on the command line', () => {
    const config = parseBenchConfig({ BENCH_DURATION_S: '3', DATABASE_URL: 'postgres://u@h/db' }, ['spaces']);
    expect(config.durationSeconds).toBe(3);
    expect(config.serverUrl).toBe('postgres://u@h/db');
    expect(config.phases).toEqual(['spaces']);
    expect(parseBenchConfig({ BENCH_ROUNDS: '5' }, ['pricing', 'estimate'])).toMatchObject({
      rounds: 5,
      phases: ['pricing', 'estimate'],
    });
  });

  it('refuses a bad number or an unknown phase', () => {
    expect(() => parseBenchConfig({ BENCH_DURATION_S: 'ten' }, [])).toThrow(/BENCH_DURATION_S/);
    expect(() => parseBenchConfig({}, ['everything'])).toThrow(/unknown phase everything/);
    expect(() => parseBenchConfig({ BENCH_ROUNDS: '0' }, [])).toThrow(/BENCH_ROUNDS/);
  });

  it('never prints a password', () => {
    expect(redactUrl('postgres://user:secret@127.0.0.1:5432/test')).toBe(
      'postgres://user:***@127.0.0.1:5432/test',
    );
  });
});
