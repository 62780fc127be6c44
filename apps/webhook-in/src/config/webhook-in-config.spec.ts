import { ConfigError, parseWebhookInConfig } from './webhook-in-config';

describe('parseWebhookInConfig', () => {
  it('has the CONTRACT §1 defaults', () => {
    expect(parseWebhookInConfig({})).toEqual({
      port: 3001,
      host: '127.0.0.1',
      metricsPort: 9102,
      shutdown: { drainMs: 0, timeoutMs: 10_000 },
      keepAliveTimeoutMs: 65_000,
      trustProxy: false,
      bucket: { burst: 20, ratePerSecond: 5 },
      failedKeys: { limit: 20, windowSeconds: 60 },
      redisUrl: null,
      logLevel: 'info',
      migrateOnStart: true,
      appUrl: 'http://localhost:3000',
    });
  });

  it('reads every variable, and ignores the api’s', () => {
    const config = parseWebhookInConfig({
      WEBHOOK_IN_PORT: '8081',
      API_PORT: 'not mine',
      HOST: '0.0.0.0',
      WEBHOOK_IN_METRICS_PORT: '9300',
      SHUTDOWN_DRAIN_MS: '2000',
      HTTP_KEEP_ALIVE_TIMEOUT_MS: '120000',
      TRUST_PROXY: '1',
      WEBHOOK_IN_BURST: '3',
      WEBHOOK_IN_RATE_PER_S: '0.5',
      WEBHOOK_IN_FAILED_KEY_LIMIT: '4',
      WEBHOOK_IN_FAILED_KEY_WINDOW_S: '300',
      REDIS_URL: 'redis://127.0.0.1:6379',
      LOG_LEVEL: 'warn',
      MIGRATE_ON_START: 'false',
      APP_URL: 'https://deals.example.com/app',
    });
    expect(config).toEqual({
      port: 8081,
      host: '0.0.0.0',
      metricsPort: 9300,
      shutdown: { drainMs: 2000, timeoutMs: 10_000 },
      keepAliveTimeoutMs: 120_000,
      trustProxy: 1,
      bucket: { burst: 3, ratePerSecond: 0.5 },
      failedKeys: { limit: 4, windowSeconds: 300 },
      redisUrl: 'redis://127.0.0.1:6379',
      logLevel: 'warn',
      migrateOnStart: false,
      appUrl: 'https://deals.example.com/app',
    });
  });

  it('lists every problem at once', () => {
    let error: unknown;
    try {
      parseWebhookInConfig({
        WEBHOOK_IN_PORT: '70000',
        WEBHOOK_IN_BURST: '0',
        WEBHOOK_IN_RATE_PER_S: '-1',
        WEBHOOK_IN_FAILED_KEY_LIMIT: '0',
        WEBHOOK_IN_FAILED_KEY_WINDOW_S: '86401',
        REDIS_URL: 'http://x',
        LOG_LEVEL: 'loud',
        APP_URL: 'ftp://x',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'WEBHOOK_IN_PORT must be an integer from 0 to 65535, got "70000"',
      'WEBHOOK_IN_BURST must be an integer from 1 to 1000000, got "0"',
      'WEBHOOK_IN_RATE_PER_S must be a number from 0.001 to 1000000, got "-1"',
      'WEBHOOK_IN_FAILED_KEY_LIMIT must be an integer from 1 to 1000000, got "0"',
      'WEBHOOK_IN_FAILED_KEY_WINDOW_S must be an integer from 1 to 86400, got "86401"',
      'REDIS_URL must be a redis:// or rediss:// URL',
      'LOG_LEVEL must be one of debug, info, warn, error, silent, got "loud"',
      'APP_URL must be an http:// or https:// URL without query or fragment, got "ftp://x"',
    ]);
  });

  it.each(['abc', '1e3', '0', '0.0001', '2,5'])('refuses WEBHOOK_IN_RATE_PER_S=%p', (raw) => {
    expect(() => parseWebhookInConfig({ WEBHOOK_IN_RATE_PER_S: raw })).toThrow(ConfigError);
  });

  it('limits wrong keys to the burst unless told otherwise', () => {
    expect(parseWebhookInConfig({ WEBHOOK_IN_BURST: '7' }).failedKeys).toEqual({
      limit: 7,
      windowSeconds: 60,
    });
  });

  it('treats a blank variable as unset', () => {
    expect(parseWebhookInConfig({ WEBHOOK_IN_RATE_PER_S: ' ', WEBHOOK_IN_BURST: '' }).bucket).toEqual({
      burst: 20,
      ratePerSecond: 5,
    });
  });

  it('refuses a keep-alive timeout out of 1000–299000', () => {
    for (const value of ['999', '299001', '65s']) {
      expect(() => parseWebhookInConfig({ HTTP_KEEP_ALIVE_TIMEOUT_MS: value })).toThrow(
        `HTTP_KEEP_ALIVE_TIMEOUT_MS must be an integer from 1000 to 299000, got "${value}"`,
      );
    }
  });

  it('migrates on start unless MIGRATE_ON_START is false; any other value stops the start', () => {
    expect(parseWebhookInConfig({}).migrateOnStart).toBe(true);
    expect(parseWebhookInConfig({ MIGRATE_ON_START: 'false' }).migrateOnStart).toBe(false);
    expect(parseWebhookInConfig({ MIGRATE_ON_START: 'TRUE' }).migrateOnStart).toBe(true);
    expect(() => parseWebhookInConfig({ MIGRATE_ON_START: 'no' })).toThrow(
      'invalid environment:\n  MIGRATE_ON_START must be true or false, got "no"',
    );
  });
});
