import { readFile } from 'node:fs/promises';
import { CliError, EXIT_USAGE } from '../cli-error';

/**
 * A JSON value given on the command line: `@file` reads the file (`@-` standard input), anything
 * else is the JSON text itself. Unreadable or not JSON is bad usage (exit 2), before any request.
 */
export async function readJsonArgument(
  value: string,
  what: string,
  readStdin: () => Promise<string>,
): Promise<unknown> {
  let text = value;
  if (value.startsWith('@')) {
    const file = value.slice(1);
    try {
      text = file === '-' ? await readStdin() : await readFile(file, 'utf8');
    } catch (error) {
      throw new CliError(`cannot read ${what} from ${file}: ${(error as Error).message}`, EXIT_USAGE);
    }
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new CliError(`${what} is not JSON: ${(error as Error).message}`, EXIT_USAGE);
  }
}
