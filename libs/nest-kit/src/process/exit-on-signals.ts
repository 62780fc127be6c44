export type ShutdownSignal = 'SIGINT' | 'SIGTERM';

export interface ShutdownOptions {
  /** Closes everything; resolves when done. Called once, on the first signal. */
  readonly stop: () => Promise<void>;
  readonly report: (level: 'info' | 'error', msg: string, fields?: Record<string, unknown>) => void;
  /** After this long the process exits even if `stop` has not finished (default 10 s). */
  readonly graceMs?: number;
  /** Signals this soon after the first are the same request (default 1 s); see below. */
  readonly echoMs?: number;
  readonly now?: () => number;
  readonly signals?: Pick<NodeJS.Process, 'on'>;
  readonly exit?: (code: number) => void;
}

/**
 * SIGINT/SIGTERM: stop gracefully, then exit 0 (1 when closing failed or overran `graceMs`).
 * A second signal while stopping exits at once with 128 + the signal number (130 / 143), unless it
 * comes within `echoMs` of the first: Ctrl-C under `npm start` reaches the app twice (from the
 * terminal and forwarded by npm), and that must not skip the graceful close.
 */
export function exitOnSignals(options: ShutdownOptions): void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const now = options.now ?? Date.now;
  const graceMs = options.graceMs ?? 10_000;
  const echoMs = options.echoMs ?? 1_000;
  let firstAt: number | null = null;
  const onSignal = (signal: ShutdownSignal) => {
    if (firstAt !== null) {
      if (now() - firstAt < echoMs) return;
      options.report('error', 'second signal: exiting without waiting', { signal });
      exit(signal === 'SIGINT' ? 130 : 143);
      return;
    }
    firstAt = now();
    options.report('info', 'stopping', { signal });
    const deadline = setTimeout(() => {
      options.report('error', 'stop took too long: exiting', { grace_ms: graceMs });
      exit(1);
    }, graceMs);
    deadline.unref();
    options.stop().then(
      () => {
        clearTimeout(deadline);
        options.report('info', 'stopped');
        exit(0);
      },
      (error: Error) => {
        clearTimeout(deadline);
        options.report('error', 'stop failed', { error: error.message });
        exit(1);
      },
    );
  };
  const signals = options.signals ?? process;
  signals.on('SIGINT', () => onSignal('SIGINT'));
  signals.on('SIGTERM', () => onSignal('SIGTERM'));
}
