import { ConfigError, parseApiConfig } from './api-config';

describe('parseApiConfig', () => {
  it('has the CONTRACT §1 defaults', () => {
    expect(parseApiConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      rateLimit: { limit: 120, windowSeconds: 60 },
      redisUrl: null,
      logLevel: 'info',
    });
  });

  it('reads every variable', () => {
    const config = parseApiConfig({
      API_PORT: '8080',
      HOST: '0.0.0.0',
      API_RATE_LIMIT: '5',
      API_RATE_WINDOW_S: '10',
      REDIS_URL: 'redis://127.0.0.1:6379',
      LOG_LEVEL: 'warn',
    });
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      rateLimit: { limit: 5, windowSeconds: 10 },
      redisUrl: 'redis://127.0.0.1:6379',
      logLevel: 'warn',
    });
  });

  it('reports every bad value at once, by name', () => {
    const read = () =>
      parseApiConfig({
        API_PORT: 'http',
        API_RATE_LIMIT: '0',
        API_RATE_WINDOW_S: '1.5',
        REDIS_URL: 'localhost:6379',
        LOG_LEVEL: 'loud',
      });
    expect(read).toThrow(ConfigError);
    expect(read).toThrow(
      /API_PORT[\s\S]*API_RATE_LIMIT[\s\S]*API_RATE_WINDOW_S[\s\S]*REDIS_URL[\s\S]*LOG_LEVEL/,
    );
  });
});
