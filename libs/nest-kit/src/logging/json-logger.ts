import type { LoggerService } from '@nestjs/common';
import { LOG_LEVELS, type LogLevel } from './log-level';

type Entry = Record<string, unknown>;

/**
 * One JSON object per line on stdout, for the request log and for Nest's own messages alike.
 * Lines below the configured level are dropped; `silent` drops everything (tests).
 * Callers must never pass secrets: the request log carries no headers at all.
 */
export class JsonLogger implements LoggerService {
  private readonly threshold: number;

  constructor(
    level: LogLevel,
    private readonly write: (line: string) => void = (line) => process.stdout.write(line),
  ) {
    this.threshold = LOG_LEVELS.indexOf(level);
  }

  entry(level: Exclude<LogLevel, 'silent'>, msg: string, fields: Entry = {}): void {
    if (LOG_LEVELS.indexOf(level) < this.threshold) return;
    this.write(`${JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields })}\n`);
  }

  log(message: unknown, ...context: unknown[]): void {
    this.entry('info', String(message), contextOf(context));
  }
  error(message: unknown, ...context: unknown[]): void {
    this.entry('error', String(message), contextOf(context));
  }
  warn(message: unknown, ...context: unknown[]): void {
    this.entry('warn', String(message), contextOf(context));
  }
  debug(message: unknown, ...context: unknown[]): void {
    this.entry('debug', String(message), contextOf(context));
  }
  verbose(message: unknown, ...context: unknown[]): void {
    this.entry('debug', String(message), contextOf(context));
  }
}

/** Nest passes an optional stack then the context name as trailing string arguments. */
function contextOf(context: unknown[]): Entry {
  const strings = context.filter((part): part is string => typeof part === 'string');
  const name = strings[strings.length - 1];
  const stack = strings.length > 1 ? strings[0] : undefined;
  return { ...(name ? { context: name } : {}), ...(stack ? { stack } : {}) };
}
