import { LOG_LEVELS, type LogLevel } from '../logging/log-level';

export type Env = Readonly<Record<string, string | undefined>>;

/** Every problem of an app's environment at once (CONTRACT §1: a bad value stops the start). */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`invalid environment:\n  ${problems.join('\n  ')}`);
  }
}

/**
 * Reads an app's environment once at start. Each reader returns the value or its fallback and
 * records a problem instead of throwing, so `done` can report every problem in one fix-up round.
 * Blank values count as unset.
 */
export class EnvReader {
  private readonly problems: string[] = [];

  constructor(private readonly env: Env) {}

  text(name: string): string | undefined {
    const raw = this.env[name]?.trim();
    return raw === undefined || raw === '' ? undefined : raw;
  }

  integer(name: string, fallback: number, min: number, max: number): number {
    const raw = this.text(name);
    if (raw === undefined) return fallback;
    if (/^[0-9]+$/.test(raw) && Number(raw) >= min && Number(raw) <= max) return Number(raw);
    return this.refuse(
      `${name} must be an integer from ${min} to ${max}, got ${JSON.stringify(raw)}`,
      fallback,
    );
  }

  /** A plain decimal such as `0.5` (a steady rate below one per second is a real need). */
  decimal(name: string, fallback: number, min: number, max: number): number {
    const raw = this.text(name);
    if (raw === undefined) return fallback;
    const parsed = /^[0-9]+(\.[0-9]+)?$/.test(raw) ? Number(raw) : NaN;
    if (parsed >= min && parsed <= max) return parsed;
    return this.refuse(
      `${name} must be a number from ${min} to ${max}, got ${JSON.stringify(raw)}`,
      fallback,
    );
  }

  /** `true` / `false` / `1` / `0`, in any case. */
  flag(name: string, fallback: boolean): boolean {
    const raw = this.text(name);
    const lower = raw?.toLowerCase();
    if (lower === undefined) return fallback;
    if (lower === 'true' || lower === '1') return true;
    if (lower === 'false' || lower === '0') return false;
    return this.refuse(`${name} must be true or false, got ${JSON.stringify(raw)}`, fallback);
  }

  /** An http(s) base URL without query or fragment. */
  url(name: string, fallback: string): string {
    const raw = this.text(name) ?? fallback;
    if (!/^https?:\/\/[^\s/?#]+[^\s?#]*$/.test(raw)) {
      this.problems.push(
        `${name} must be an http:// or https:// URL without query or fragment, got ${JSON.stringify(raw)}`,
      );
    }
    return raw;
  }

  /** `REDIS_URL`: null keeps shared counters in this process. */
  redisUrl(): string | null {
    const raw = this.text('REDIS_URL') ?? null;
    if (raw !== null && !/^rediss?:\/\/\S+$/.test(raw)) {
      this.problems.push('REDIS_URL must be a redis:// or rediss:// URL');
    }
    return raw;
  }

  logLevel(): LogLevel {
    const raw = this.text('LOG_LEVEL') ?? 'info';
    if ((LOG_LEVELS as readonly string[]).includes(raw)) return raw as LogLevel;
    return this.refuse(
      `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got ${JSON.stringify(raw)}`,
      'info',
    );
  }

  /**
   * `MIGRATE_ON_START`: whether the app applies pending migrations before it serves (default on; the
   * Kubernetes Deployments turn it off, the migration Job migrates). docs/operations.md "Migrations".
   */
  migrateOnStart(): boolean {
    return this.flag('MIGRATE_ON_START', true);
  }

  /** `HOST`: the bind address. */
  host(): string {
    return this.text('HOST') ?? '127.0.0.1';
  }

  /** Records a problem found outside the readers above (e.g. a domain parser's refusal). */
  problem(message: string): void {
    this.problems.push(message);
  }

  /** The parsed config, or a ConfigError listing every problem recorded. */
  done<T>(config: T): T {
    if (this.problems.length) throw new ConfigError(this.problems);
    return config;
  }

  private refuse<T>(message: string, fallback: T): T {
    this.problems.push(message);
    return fallback;
  }
}
