import { ConfigError, parseApiConfig } from './api-config';

describe('parseApiConfig', () => {
  it('has the CONTRACT §1 defaults', () => {
    expect(parseApiConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      metricsPort: 9101,
      shutdown: { drainMs: 0, timeoutMs: 10_000 },
      keepAliveTimeoutMs: 65_000,
      trustProxy: false,
      rateLimit: { limit: 120, windowSeconds: 60 },
      redisUrl: null,
      logLevel: 'info',
      migrateOnStart: true,
      appUrl: 'http://localhost:3000',
      webhookInUrl: 'http://localhost:3001',
      webhookTimeoutMs: 30_000,
      webhookAllowLoopback: true,
      signInRateLimit: { limit: 10, windowSeconds: 300 },
      spaceLimits: { spacesPerUser: 20, invitationsPerSpacePerDay: 50 },
      automationLimits: { automationsPerSpace: 50, webhookActionsPerSpace: 100 },
      deliveryRetentionDays: 30,
      signUp: 'invite',
      oidc: null,
    });
  });

  it('reads every variable', () => {
    const config = parseApiConfig({
      API_PORT: '8080',
      HOST: '0.0.0.0',
      API_METRICS_PORT: '9200',
      SHUTDOWN_DRAIN_MS: '5000',
      SHUTDOWN_TIMEOUT_MS: '30000',
      HTTP_KEEP_ALIVE_TIMEOUT_MS: '120000',
      TRUST_PROXY: '10.0.0.0/8, loopback',
      API_RATE_LIMIT: '5',
      API_RATE_WINDOW_S: '10',
      REDIS_URL: 'redis://127.0.0.1:6379',
      LOG_LEVEL: 'warn',
      MIGRATE_ON_START: 'false',
      APP_URL: 'https://deals.example.com/app',
      WEBHOOK_IN_URL: 'https://hooks.example.com/in',
      WEBHOOK_TIMEOUT_MS: '5000',
      WEBHOOK_ALLOW_LOOPBACK: 'false',
      SIGN_IN_RATE_LIMIT: '3',
      SIGN_IN_RATE_WINDOW_S: '60',
      SPACES_PER_USER_MAX: '3',
      INVITATIONS_PER_SPACE_PER_DAY: '7',
      AUTOMATIONS_PER_SPACE_MAX: '7',
      WEBHOOK_ACTIONS_PER_SPACE_MAX: '12',
      RETENTION_DELIVERY_DAYS: '9',
      SIGN_UP: 'off',
      OIDC_ISSUER: 'https://accounts.google.com',
      OIDC_CLIENT_ID: 'client-1',
      OIDC_CLIENT_SECRET: 'secret-1',
      OIDC_NAME: 'Google Workspace',
    });
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      metricsPort: 9200,
      shutdown: { drainMs: 5000, timeoutMs: 30_000 },
      keepAliveTimeoutMs: 120_000,
      trustProxy: ['10.0.0.0/8', 'loopback'],
      rateLimit: { limit: 5, windowSeconds: 10 },
      redisUrl: 'redis://127.0.0.1:6379',
      logLevel: 'warn',
      migrateOnStart: false,
      appUrl: 'https://deals.example.com/app',
      webhookInUrl: 'https://hooks.example.com/in',
      webhookTimeoutMs: 5000,
      webhookAllowLoopback: false,
      signInRateLimit: { limit: 3, windowSeconds: 60 },
      spaceLimits: { spacesPerUser: 3, invitationsPerSpacePerDay: 7 },
      automationLimits: { automationsPerSpace: 7, webhookActionsPerSpace: 12 },
      deliveryRetentionDays: 9,
      signUp: 'off',
      oidc: {
        issuer: 'https://accounts.google.com',
        clientId: 'client-1',
        clientSecret: 'secret-1',
        name: 'Google Workspace',
      },
    });
  });

  it.each([
    ['SPACES_PER_USER_MAX', '0'],
    ['SPACES_PER_USER_MAX', 'many'],
    ['INVITATIONS_PER_SPACE_PER_DAY', '-5'],
    ['INVITATIONS_PER_SPACE_PER_DAY', '100001'],
  ])('refuses %s=%s at start', (name, raw) => {
    expect(() => parseApiConfig({ [name]: raw })).toThrow(
      `${name} must be an integer from 1 to 100000, got ${JSON.stringify(raw)}`,
    );
  });

  it('takes the three OIDC settings together or not at all, naming the missing ones', () => {
    expect(() => parseApiConfig({ OIDC_ISSUER: 'https://login.example.test' })).toThrow(
      'single sign-on needs OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together; missing OIDC_CLIENT_ID, OIDC_CLIENT_SECRET',
    );
    expect(() => parseApiConfig({ OIDC_CLIENT_ID: 'c', OIDC_CLIENT_SECRET: 's' })).toThrow(
      'missing OIDC_ISSUER',
    );
    expect(() => parseApiConfig({ OIDC_NAME: 'Google' })).toThrow('OIDC_NAME is set but OIDC_ISSUER is not');
  });

  it('wants an https issuer (http only on loopback), and names the button after it by default', () => {
    const oidc = { OIDC_CLIENT_ID: 'c', OIDC_CLIENT_SECRET: 'never printed' };
    for (const issuer of ['http://login.example.test', 'ftp://x.test', 'https://x.test/?q=1', 'nonsense']) {
      expect(() => parseApiConfig({ ...oidc, OIDC_ISSUER: issuer })).toThrow(
        `OIDC_ISSUER must be an https:// URL (http:// only on localhost or 127.0.0.1), got ${JSON.stringify(issuer)}`,
      );
    }
    expect(parseApiConfig({ ...oidc, OIDC_ISSUER: 'http://127.0.0.1:4000' }).oidc?.name).toBe(
      '127.0.0.1:4000',
    );
    expect(
      parseApiConfig({ ...oidc, OIDC_ISSUER: 'https://login.microsoftonline.com/t/v2.0' }).oidc?.name,
    ).toBe('Microsoft');
    try {
      parseApiConfig({ ...oidc, OIDC_ISSUER: 'http://login.example.test' });
    } catch (error) {
      expect(String(error)).not.toContain('never printed');
    }
  });

  it('refuses a SIGN_UP that is not invite, open or off', () => {
    expect(() => parseApiConfig({ SIGN_UP: 'everyone' })).toThrow(
      'SIGN_UP must be one of invite, open, off, got "everyone"',
    );
  });

  it.each([
    ['true', true],
    ['TRUE', true],
    ['1', true],
    ['false', false],
    ['0', false],
  ])('reads WEBHOOK_ALLOW_LOOPBACK=%s as %s', (raw, allowed) => {
    expect(parseApiConfig({ WEBHOOK_ALLOW_LOOPBACK: raw }).webhookAllowLoopback).toBe(allowed);
  });

  it.each(['yes', '11', '10.0.0.0/33', '10.0.0.1/8/1', 'example.com', '-1'])(
    'refuses TRUST_PROXY=%s',
    (raw) => {
      expect(() => parseApiConfig({ TRUST_PROXY: raw })).toThrow('TRUST_PROXY must be a number of proxies');
    },
  );

  it.each([
    ['false', false],
    ['0', 0],
    ['2', 2],
    ['::1, fd00::/8,uniquelocal', ['::1', 'fd00::/8', 'uniquelocal']],
  ])('reads TRUST_PROXY=%s', (raw, trust) => {
    expect(parseApiConfig({ TRUST_PROXY: raw }).trustProxy).toEqual(trust);
  });

  it.each(['0', '-1', '2.5', 'fifty', '100001'])('refuses AUTOMATIONS_PER_SPACE_MAX=%s', (raw) => {
    expect(() => parseApiConfig({ AUTOMATIONS_PER_SPACE_MAX: raw })).toThrow('AUTOMATIONS_PER_SPACE_MAX');
  });

  it('refuses a stop timeout that leaves no time after the drain', () => {
    expect(() => parseApiConfig({ SHUTDOWN_DRAIN_MS: '10000' })).toThrow(
      'SHUTDOWN_TIMEOUT_MS (10000) must be at least SHUTDOWN_DRAIN_MS (10000) + 1000, to finish the requests in flight',
    );
  });

  it('reports every bad value at once, by name', () => {
    const read = () =>
      parseApiConfig({
        API_PORT: 'http',
        API_RATE_LIMIT: '0',
        API_RATE_WINDOW_S: '1.5',
        REDIS_URL: 'localhost:6379',
        LOG_LEVEL: 'loud',
        APP_URL: 'deals.example.com',
        WEBHOOK_IN_URL: 'ftp://hooks.example.com',
        WEBHOOK_TIMEOUT_MS: '0',
        WEBHOOK_ALLOW_LOOPBACK: 'yes',
        AUTOMATIONS_PER_SPACE_MAX: '0',
        WEBHOOK_ACTIONS_PER_SPACE_MAX: 'many',
      });
    expect(read).toThrow(ConfigError);
    expect(read).toThrow(
      /API_PORT[\s\S]*API_RATE_LIMIT[\s\S]*API_RATE_WINDOW_S[\s\S]*REDIS_URL[\s\S]*LOG_LEVEL[\s\S]*APP_URL[\s\S]*WEBHOOK_IN_URL[\s\S]*WEBHOOK_TIMEOUT_MS[\s\S]*WEBHOOK_ALLOW_LOOPBACK[\s\S]*AUTOMATIONS_PER_SPACE_MAX[\s\S]*WEBHOOK_ACTIONS_PER_SPACE_MAX/,
    );
  });

  it('refuses a keep-alive timeout out of 1000–299000', () => {
    for (const value of ['999', '299001', '65s']) {
      expect(() => parseApiConfig({ HTTP_KEEP_ALIVE_TIMEOUT_MS: value })).toThrow(
        `HTTP_KEEP_ALIVE_TIMEOUT_MS must be an integer from 1000 to 299000, got "${value}"`,
      );
    }
  });

  it('migrates on start unless MIGRATE_ON_START is false; any other value stops the start', () => {
    expect(parseApiConfig({}).migrateOnStart).toBe(true);
    expect(parseApiConfig({ MIGRATE_ON_START: 'false' }).migrateOnStart).toBe(false);
    expect(parseApiConfig({ MIGRATE_ON_START: 'TRUE' }).migrateOnStart).toBe(true);
    expect(() => parseApiConfig({ MIGRATE_ON_START: 'no' })).toThrow(
      'invalid environment:\n  MIGRATE_ON_START must be true or false, got "no"',
    );
  });
});
