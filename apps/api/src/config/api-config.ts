/** Log levels, most verbose first; `silent` turns logging off (tests). */
export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The api's environment (CONTRACT §1), parsed and checked once at start. */
export interface ApiConfig {
  readonly port: number;
  readonly host: string;
  readonly rateLimit: { readonly limit: number; readonly windowSeconds: number };
  readonly redisUrl: string | null;
  readonly logLevel: LogLevel;
}

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`invalid environment:\n  ${problems.join('\n  ')}`);
  }
}

/** Reads every variable, collects every problem, and throws them together: one fix-up round. */
export function parseApiConfig(env: Record<string, string | undefined>): ApiConfig {
  const problems: string[] = [];
  const value = (name: string) => {
    const raw = env[name]?.trim();
    return raw === undefined || raw === '' ? undefined : raw;
  };
  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = value(name);
    if (raw === undefined) return fallback;
    if (/^[0-9]+$/.test(raw) && Number(raw) >= min && Number(raw) <= max) return Number(raw);
    problems.push(`${name} must be an integer from ${min} to ${max}, got ${JSON.stringify(raw)}`);
    return fallback;
  };
  const port = integer('API_PORT', 3000, 0, 65535);
  const limit = integer('API_RATE_LIMIT', 120, 1, 1_000_000);
  const windowSeconds = integer('API_RATE_WINDOW_S', 60, 1, 86_400);
  const redisUrl = value('REDIS_URL') ?? null;
  if (redisUrl !== null && !/^rediss?:\/\/\S+$/.test(redisUrl)) {
    problems.push('REDIS_URL must be a redis:// or rediss:// URL');
  }
  const logLevel = value('LOG_LEVEL') ?? 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got ${JSON.stringify(logLevel)}`);
  }
  const config: ApiConfig = {
    port,
    host: value('HOST') ?? '127.0.0.1',
    rateLimit: { limit, windowSeconds },
    redisUrl,
    logLevel: logLevel as LogLevel,
  };
  if (problems.length) throw new ConfigError(problems);
  return config;
}
