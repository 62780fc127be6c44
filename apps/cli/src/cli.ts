import { CommanderError } from 'commander';
import { composeCli } from './cli.composition';
import { CliError, EXIT_FAILURE, EXIT_OK, EXIT_USAGE } from './cli-error';
import type { CliIo } from './cli-io';
import type { RedactingOutput } from './output/redacting-output';
import { buildProgram } from './program';

/**
 * The whole tool, minus the process: parses `argv` (without `node` and the script), runs the
 * command, and returns the exit code. Expected failures print `error: …` on stderr without a
 * stack trace; every byte of output passes through the redactor, so no token is ever printed.
 */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const context = composeCli(io);
  const { output } = context;
  const program = buildProgram(context, { out: output.out, err: output.err, columns: io.columns });
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return EXIT_OK;
  } catch (error) {
    return report(error, output);
  }
}

function report(error: unknown, output: RedactingOutput): number {
  if (error instanceof CommanderError) {
    // Commander has already printed the help asked for (its exit code 0), or the problem and the
    // help; `dps` or `dps deal` alone shows the help on stderr, which is bad usage too.
    return error.exitCode === 0 ? EXIT_OK : EXIT_USAGE;
  }
  if (error instanceof CliError) {
    output.err([`error: ${error.message}`, ...error.details, ''].join('\n'));
    if (error.exitCode === EXIT_USAGE) output.err('(run with --help for usage)\n');
    return error.exitCode;
  }
  // A bug: still no stack trace for the person, but enough to report it.
  const message = error instanceof Error ? error.message : String(error);
  output.err(`error: unexpected failure: ${message}\n`);
  return EXIT_FAILURE;
}
