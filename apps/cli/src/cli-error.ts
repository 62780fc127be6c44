/** Exit codes (docs/cli.md): scripts branch on these, so they never change meaning. */
export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;

/**
 * An expected failure: printed as `error: <message>` (then each detail line) on stderr, never with
 * a stack trace, and the process exits with `exitCode`. Bugs stay plain `Error`s.
 */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: typeof EXIT_FAILURE | typeof EXIT_USAGE = EXIT_FAILURE,
    readonly details: readonly string[] = [],
  ) {
    super(message);
    this.name = 'CliError';
  }
}
