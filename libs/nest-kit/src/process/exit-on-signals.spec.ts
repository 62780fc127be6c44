import { EventEmitter } from 'node:events';
import { exitOnSignals, type ShutdownOptions } from './exit-on-signals';

function harness(stop: () => Promise<void>, overrides: Partial<ShutdownOptions> = {}) {
  const signals = new EventEmitter();
  const exits: number[] = [];
  const reports: string[] = [];
  let clock = 0;
  exitOnSignals({
    stop,
    report: (_level, msg) => reports.push(msg),
    signals: signals as unknown as Pick<NodeJS.Process, 'on'>,
    exit: (code) => exits.push(code),
    now: () => clock,
    ...overrides,
  });
  return {
    exits,
    reports,
    send: (signal: string, at: number) => {
      clock = at;
      signals.emit(signal);
    },
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('exitOnSignals', () => {
  it('stops once and exits 0 after a graceful stop', async () => {
    const stop = jest.fn(() => Promise.resolve());
    const process = harness(stop);
    process.send('SIGTERM', 0);
    await settle();
    expect(stop).toHaveBeenCalledTimes(1);
    expect(process.exits).toEqual([0]);
    expect(process.reports).toEqual(['stopping', 'stopped']);
  });

  it('treats a repeat within the echo interval as the same request (Ctrl-C under npm arrives twice)', async () => {
    let finish: () => void = () => undefined;
    const stop = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const process = harness(stop);
    process.send('SIGINT', 0);
    process.send('SIGINT', 5);
    expect(process.exits).toEqual([]);
    finish();
    await settle();
    expect(stop).toHaveBeenCalledTimes(1);
    expect(process.exits).toEqual([0]);
  });

  it('exits at once with 128 + the signal number on a later second signal', () => {
    const process = harness(() => new Promise<void>(() => undefined));
    process.send('SIGTERM', 0);
    process.send('SIGINT', 1_500);
    expect(process.exits).toEqual([130]);
    process.send('SIGTERM', 3_000);
    expect(process.exits).toEqual([130, 143]);
  });

  it('exits 1 when stopping fails', async () => {
    const process = harness(() => Promise.reject(new Error('close failed')));
    process.send('SIGINT', 0);
    await settle();
    expect(process.exits).toEqual([1]);
    expect(process.reports).toEqual(['stopping', 'stop failed']);
  });

  it('exits 1 when stopping overruns the grace period', async () => {
    const process = harness(() => new Promise<void>(() => undefined), { graceMs: 20 });
    process.send('SIGTERM', 0);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(process.exits).toEqual([1]);
    expect(process.reports).toEqual(['stopping', 'stop took too long: exiting']);
  });
});
