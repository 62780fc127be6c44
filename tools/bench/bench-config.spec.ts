import { BENCH_PHASES, parseBenchConfig, redactUrl } from './bench-config';

describe('bench config', () => {
  it('defaults to every phase on the local test server', () => {
    const config = parseBenchConfig({}, []);
    expect(config.phases).toEqual(BENCH_PHASES);
    expect(config.serverUrl).toBe('postgres://postgres@127.0.0.1:5432/test');
    expect(config.rates).toEqual({ spaces: 300, reschedule: 100, webhookIn: 300 });
    expect(config.dispatcherEvents).toBe(5000);
  });

  it('reads overrides and the phases named on the command line', () => {
    const config = parseBenchConfig({ BENCH_DURATION_S: '3', DATABASE_URL: 'postgres://u@h/db' }, ['spaces']);
    expect(config.durationSeconds).toBe(3);
    expect(config.serverUrl).toBe('postgres://u@h/db');
    expect(config.phases).toEqual(['spaces']);
  });

  it('refuses a bad number or an unknown phase', () => {
    expect(() => parseBenchConfig({ BENCH_DURATION_S: 'ten' }, [])).toThrow(/BENCH_DURATION_S/);
    expect(() => parseBenchConfig({}, ['everything'])).toThrow(/unknown phase everything/);
  });

  it('never prints a password', () => {
    expect(redactUrl('postgres://user:secret@127.0.0.1:5432/test')).toBe(
      'postgres://user:***@127.0.0.1:5432/test',
    );
  });
});
