import { Argument, type Command } from 'commander';
import type { CliParts } from '../cli.parts';
import { CliError, EXIT_USAGE } from '../cli-error';
import { HTTP_METHODS } from '../api/dps-calls';
import { renderJson } from '../format/json.format';
import { readJsonArgument } from './json-input';

interface ApiOptions {
  readonly data?: string;
  readonly query: readonly string[];
  readonly json?: boolean;
}

/**
 * `dps api <METHOD> <path> [--data @file] [--query k=v]…`: any route of the API, with the tool's
 * credential, retries and errors (the `gh api` of this service). The answer is always JSON
 * (`--json` is accepted for symmetry); a 204 prints nothing.
 */
export function registerApi(program: Command, ctx: CliParts): void {
  program
    .command('api')
    .description('Call any route of the API with your credential and print the JSON answer')
    .addArgument(
      new Argument('<method>', 'the HTTP method').choices([
        ...HTTP_METHODS,
        ...HTTP_METHODS.map((m) => m.toLowerCase()),
      ]),
    )
    .argument('<path>', 'the path, /v1/… (a query string is allowed)')
    .option('--data <json>', 'the request body: JSON text, @file, or @- for standard input')
    .option(
      '--query <name=value>',
      'a query parameter (repeatable)',
      (value: string, all: string[]) => [...all, value],
      [],
    )
    .option('--json', 'print the answer as JSON (always the case)')
    .addHelpText(
      'after',
      '\nExamples:\n  dps api GET /v1/meta\n  dps api GET /v1/spaces/spc_…/pipeline --query from=2026-01 --query to=2026-06\n' +
        '  dps api POST /v1/spaces/spc_…/roles --data \'{"name":"Designer","unit":"hour"}\'\n' +
        '  dps api PATCH /v1/deal/deal_… --data @changes.json',
    )
    .action(async (method: string, path: string, options: ApiOptions) => {
      const [pathname, search] = splitPath(path);
      const query: Record<string, string> = Object.fromEntries(new URLSearchParams(search));
      for (const pair of options.query) {
        const equals = pair.indexOf('=');
        if (equals <= 0) throw new CliError(`--query ${pair}: expected name=value`, EXIT_USAGE);
        query[pair.slice(0, equals)] = pair.slice(equals + 1);
      }
      const body =
        options.data === undefined
          ? undefined
          : await readJsonArgument(options.data, '--data', ctx.readStdin);
      const calls = await ctx.calls();
      const answer = await calls.raw(method.toUpperCase(), pathname, {
        query,
        ...(body !== undefined && { body }),
      });
      if (answer !== null && answer !== undefined) ctx.output.out(renderJson(answer));
    });
}

/**
 * The path as given, checked: it starts at the API's root, so a whole URL (which could send the
 * credential elsewhere) or a relative path is bad usage. Its `{…}` are kept literally (encoded).
 */
function splitPath(path: string): [string, string] {
  if (!path.startsWith('/') || path.startsWith('//')) {
    throw new CliError(`the path must start with /, like /v1/meta; got ${JSON.stringify(path)}`, EXIT_USAGE);
  }
  const question = path.indexOf('?');
  const pathname = question < 0 ? path : path.slice(0, question);
  return [pathname.replace(/[{}]/g, encodeURIComponent), question < 0 ? '' : path.slice(question + 1)];
}
