import type { LoggerService } from '@nestjs/common';
import { LOG_LEVELS, type LogLevel } from './log-level';
import { readableLine } from './readable-line';
import { scopeFields } from './request-scope';

type Entry = Record<string, unknown>;

/** Where log lines go: stdout for every line, stderr for what must be said whatever the level. */
export interface LogOutput {
  readonly write: (line: string) => void;
  readonly writeError: (line: string) => void;
  /** A person reads it: one readable line per entry instead of JSON. */
  readonly readable: boolean;
}

/** stdout and stderr; readable lines when stdout is a terminal (JSON for log collectors). */
export const PROCESS_OUTPUT: LogOutput = {
  write: (line) => process.stdout.write(line),
  writeError: (line) => process.stderr.write(line),
  get readable() {
    return process.stdout.isTTY === true;
  },
};

/**
 * One JSON object per line on stdout, for the request log and for Nest's own messages alike, or a
 * readable line when a person watches the terminal. Lines below the configured level are dropped;
 * `silent` drops everything (tests). Nest's own information messages (module and route listings,
 * "application started") are `debug`: at the default level a start says where each app listens,
 * and nothing more (docs/operations.md "Logs").
 * Inside a request every line carries its `request_id`, and `trace_id`/`span_id` when tracing is on
 * (request-scope.ts). Callers must never pass secrets: the request log carries no headers at all.
 */
export class JsonLogger implements LoggerService {
  private readonly threshold: number;
  private readonly output: LogOutput;

  constructor(level: LogLevel, output: LogOutput | ((line: string) => void) = PROCESS_OUTPUT) {
    this.threshold = LOG_LEVELS.indexOf(level);
    this.output =
      typeof output === 'function' ? { write: output, writeError: () => undefined, readable: false } : output;
  }

  entry(level: Exclude<LogLevel, 'silent'>, msg: string, fields: Entry = {}): void {
    if (!this.enabled(level)) return;
    const entry = { time: new Date().toISOString(), level, msg, ...scopeFields(), ...fields };
    this.output.write(this.output.readable ? readableLine(entry) : `${JSON.stringify(entry)}\n`);
  }

  /**
   * Where an app listens: an `info` line, and said on stderr when the level hides `info`
   * (`LOG_LEVEL=warn` or `error`), since an operator always needs the address. Not when silent.
   */
  listening(msg: string, fields: Entry = {}): void {
    if (this.enabled('info')) return this.entry('info', msg, fields);
    if (this.threshold < LOG_LEVELS.indexOf('silent')) {
      this.output.writeError(readableLine({ time: new Date().toISOString(), level: 'info', msg, ...fields }));
    }
  }

  /** Nest's information messages are its start-up listings: detail, so `debug`. */
  log(message: unknown, ...context: unknown[]): void {
    this.entry('debug', String(message), contextOf(context));
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

  /** Whether a line of `level` would be written: callers skip building what would be dropped. */
  enabled(level: LogLevel): boolean {
    return LOG_LEVELS.indexOf(level) >= this.threshold;
  }
}

/** Nest passes an optional stack then the context name as trailing string arguments. */
function contextOf(context: unknown[]): Entry {
  const strings = context.filter((part): part is string => typeof part === 'string');
  const name = strings[strings.length - 1];
  const stack = strings.length > 1 ? strings[0] : undefined;
  return { ...(name ? { context: name } : {}), ...(stack ? { stack } : {}) };
}
