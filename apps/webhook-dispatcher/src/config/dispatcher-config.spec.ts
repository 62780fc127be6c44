import { DispatcherConfigError, parseDispatcherConfig } from './dispatcher-config';

describe('parseDispatcherConfig', () => {
  it('uses the defaults of CONTRACT §1 for an empty environment', () => {
    expect(parseDispatcherConfig({})).toEqual({
      port: 3002,
      host: '127.0.0.1',
      logLevel: 'info',
      migrateOnStart: true,
      timeoutMs: 30_000,
      retryDelaysMs: [1000, 5000],
      allowLoopback: true,
      endpointHealth: { disableAfterMs: 432_000_000, disableAfterFailures: 100 },
      concurrency: 32,
      pollIntervalMs: 1_000,
      leaseMs: 60_000,
      shutdownGraceMs: 5_000,
      shutdown: { drainMs: 0, timeoutMs: 10_000 },
      keepAliveTimeoutMs: 65_000,
      retention: { deliveryDays: 30, eventDays: 30, sessionDays: 7, deviceCodeDays: 1 },
      retentionIntervalMs: 3_600_000,
      mail: { delivery: { kind: 'log' }, retryDelaysMs: [60_000, 300_000, 1_800_000, 7_200_000] },
    });
  });

  it('reads every variable; the lease follows the timeout', () => {
    const config = parseDispatcherConfig({
      DISPATCHER_PORT: '0',
      HOST: '0.0.0.0',
      LOG_LEVEL: 'warn',
      WEBHOOK_TIMEOUT_MS: '2000',
      WEBHOOK_RETRY_DELAYS_MS: ' 100 , 200,300',
      WEBHOOK_ALLOW_LOOPBACK: 'FALSE',
      WEBHOOK_ENDPOINT_DISABLE_AFTER_MS: '86400000',
      WEBHOOK_ENDPOINT_DISABLE_AFTER_FAILURES: '3',
      DISPATCHER_CONCURRENCY: '4',
      DISPATCHER_POLL_INTERVAL_MS: '250',
      SHUTDOWN_DRAIN_MS: '3000',
      SHUTDOWN_TIMEOUT_MS: '20000',
      HTTP_KEEP_ALIVE_TIMEOUT_MS: '120000',
    });
    expect(config).toMatchObject({
      port: 0,
      host: '0.0.0.0',
      logLevel: 'warn',
      timeoutMs: 2000,
      retryDelaysMs: [100, 200, 300],
      allowLoopback: false,
      endpointHealth: { disableAfterMs: 86_400_000, disableAfterFailures: 3 },
      concurrency: 4,
      pollIntervalMs: 250,
      leaseMs: 32_000,
      // The stop's time less 5 s for closing (the dispatcher does not drain).
      shutdownGraceMs: 15_000,
      shutdown: { drainMs: 3000, timeoutMs: 20_000 },
      keepAliveTimeoutMs: 120_000,
    });
  });

  it('reads the retention horizons and interval; 0 turns the periodic prune off', () => {
    expect(
      parseDispatcherConfig({
        RETENTION_DELIVERY_DAYS: '90',
        RETENTION_SESSION_DAYS: '0',
        RETENTION_DEVICE_CODE_DAYS: ' 2 ',
        RETENTION_EVENT_DAYS: '45',
        RETENTION_INTERVAL_S: '600',
      }),
    ).toMatchObject({
      retention: { deliveryDays: 90, eventDays: 45, sessionDays: 0, deviceCodeDays: 2 },
      retentionIntervalMs: 600_000,
    });
    expect(parseDispatcherConfig({ RETENTION_INTERVAL_S: '0' }).retentionIntervalMs).toBe(0);
  });

  it('lists every retention problem at once', () => {
    let error: unknown;
    try {
      parseDispatcherConfig({
        RETENTION_DELIVERY_DAYS: '0',
        RETENTION_SESSION_DAYS: '7d',
        RETENTION_DEVICE_CODE_DAYS: '-1',
        RETENTION_INTERVAL_S: '604801',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DispatcherConfigError);
    expect((error as DispatcherConfigError).problems).toEqual([
      'RETENTION_DELIVERY_DAYS must be an integer from 1 to 3650, got "0"',
      'RETENTION_SESSION_DAYS must be an integer from 0 to 3650, got "7d"',
      'RETENTION_DEVICE_CODE_DAYS must be an integer from 0 to 3650, got "-1"',
      'RETENTION_INTERVAL_S must be an integer from 0 to 604800, got "604801"',
    ]);
  });

  it('refuses endpoint health limits that are not whole numbers in range', () => {
    let error: unknown;
    try {
      parseDispatcherConfig({
        WEBHOOK_ENDPOINT_DISABLE_AFTER_MS: '5d',
        WEBHOOK_ENDPOINT_DISABLE_AFTER_FAILURES: '0',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DispatcherConfigError);
    expect((error as DispatcherConfigError).problems).toEqual([
      'WEBHOOK_ENDPOINT_DISABLE_AFTER_MS must be an integer from 1 to 31536000000, got "5d"',
      'WEBHOOK_ENDPOINT_DISABLE_AFTER_FAILURES must be an integer from 1 to 1000000, got "0"',
    ]);
  });

  it('an empty retry list means no retry', () => {
    expect(parseDispatcherConfig({ WEBHOOK_RETRY_DELAYS_MS: '' }).retryDelaysMs).toEqual([]);
  });

  it('lists every problem at once', () => {
    let error: unknown;
    try {
      parseDispatcherConfig({
        DISPATCHER_PORT: '70000',
        WEBHOOK_TIMEOUT_MS: '0',
        WEBHOOK_RETRY_DELAYS_MS: '1s,5s',
        WEBHOOK_ALLOW_LOOPBACK: 'maybe',
        DISPATCHER_CONCURRENCY: '-1',
        LOG_LEVEL: 'loud',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DispatcherConfigError);
    expect((error as DispatcherConfigError).problems).toEqual([
      'DISPATCHER_PORT must be an integer from 0 to 65535, got "70000"',
      'WEBHOOK_TIMEOUT_MS must be an integer from 1 to 300000, got "0"',
      'DISPATCHER_CONCURRENCY must be an integer from 1 to 1000, got "-1"',
      'WEBHOOK_RETRY_DELAYS_MS: entry 1 ("1s") must be a non-negative integer of milliseconds',
      'WEBHOOK_ALLOW_LOOPBACK must be true or false, got "maybe"',
      'LOG_LEVEL must be one of debug, info, warn, error, silent, got "loud"',
    ]);
  });

  it('refuses a keep-alive timeout out of 1000–299000', () => {
    for (const value of ['999', '299001', '65s']) {
      expect(() => parseDispatcherConfig({ HTTP_KEEP_ALIVE_TIMEOUT_MS: value })).toThrow(
        `HTTP_KEEP_ALIVE_TIMEOUT_MS must be an integer from 1000 to 299000, got "${value}"`,
      );
    }
  });

  it('migrates on start unless MIGRATE_ON_START is false; any other value stops the start', () => {
    expect(parseDispatcherConfig({}).migrateOnStart).toBe(true);
    expect(parseDispatcherConfig({ MIGRATE_ON_START: 'false' }).migrateOnStart).toBe(false);
    expect(parseDispatcherConfig({ MIGRATE_ON_START: 'TRUE' }).migrateOnStart).toBe(true);
    expect(() => parseDispatcherConfig({ MIGRATE_ON_START: 'no' })).toThrow(
      'invalid environment:\n  MIGRATE_ON_START must be true or false, got "no"',
    );
  });
});
