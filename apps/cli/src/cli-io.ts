/** Where text goes: `process.stdout` / `process.stderr`, or a buffer in tests. */
export interface TextSink {
  write(text: string): unknown;
}

export type Env = Readonly<Record<string, string | undefined>>;

export type Sleep = (ms: number) => Promise<void>;

/**
 * Everything the tool touches outside itself. `main.ts` passes the real process; tests pass
 * buffers, a fake `sleep` (so a 5 s poll interval or a 60 s Retry-After costs nothing) and,
 * when they want, a fake `fetch`.
 */
export interface CliIo {
  readonly env: Env;
  readonly stdout: TextSink;
  readonly stderr: TextSink;
  /** Whether stderr is a terminal: the rate-limit wait then counts down in place. */
  readonly stderrIsTTY?: boolean;
  /** Terminal width for help text, when stdout is a terminal. */
  readonly columns?: number;
  /** The user's home directory, for `~/.config/deal-pricing` (tests use SERVICE_CONFIG_DIR). */
  readonly homeDir?: string;
  readonly fetch?: typeof fetch;
  readonly sleep?: Sleep;
  /** Standard input, read whole when a command asks for it (`--token-stdin`, `@-`). */
  readonly readStdin?: () => Promise<string>;
  /**
   * Starts listening for the user's interrupt (Ctrl-C, SIGINT) and answers a signal aborted by it:
   * only a command that runs until interrupted (`dps events tail`) asks, so every other command
   * keeps the default (the process ends at once). Tests pass their own.
   */
  readonly interrupt?: () => AbortSignal;
}

/** Real waiting: what the installed binary uses, so it honours the server's intervals exactly. */
export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
