import { InvalidArgumentError, Option, type Command } from 'commander';
import type { CliParts } from '../cli.parts';
import { CliError } from '../cli-error';
import type { DpsCalls } from '../api/dps-calls';
import type { SpaceItem, SpacePage } from '../http/api-types';
import { renderJson } from '../format/json.format';
import { renderSpaces } from '../format/spaces.format';

/** CONTRACT §2: `limit` is 1–100. */
export const MAX_PAGE_SIZE = 100;

interface SpacesListOptions {
  readonly limit?: number;
  readonly all?: boolean;
  readonly cursor?: string;
  readonly json?: boolean;
}

/** `dps spaces list [--limit N] [--all] [--cursor C] [--json]`. */
export function registerSpacesList(spaces: Command, ctx: CliParts): void {
  spaces
    .command('list')
    .description('List the spaces your credential can reach')
    .addOption(
      new Option(
        '--limit <n>',
        `spaces per page, 1-${MAX_PAGE_SIZE} (default: the API's 25; with --all, 100)`,
      ).argParser(parseLimit),
    )
    .option('--all', 'follow next_cursor and list every page')
    .option('--cursor <cursor>', 'start after this cursor (a next_cursor printed before)')
    .option('--json', 'print the API response as JSON ({items, next_cursor})')
    .addHelpText(
      'after',
      "\nExamples:\n  dps spaces list\n  dps spaces list --all --json | jq -r '.items[].id'",
    )
    .action(async (options: SpacesListOptions) => {
      const page = await listSpaces(await ctx.calls(), options);
      if (options.json) {
        ctx.output.out(renderJson(page));
        return;
      }
      ctx.output.out(renderSpaces(page.items));
      if (page.next_cursor !== null) {
        ctx.output.err(`more spaces: run again with --all, or with --cursor ${page.next_cursor}\n`);
      }
    });
}

/** One page, or with `--all` every page from the cursor on, as one page whose next_cursor is null. */
export async function listSpaces(calls: DpsCalls, options: SpacesListOptions): Promise<SpacePage> {
  const limit = options.limit ?? (options.all ? MAX_PAGE_SIZE : undefined);
  const items: SpaceItem[] = [];
  const seen = new Set<string>();
  let cursor = options.cursor;
  for (;;) {
    const page = await calls.GET('/v1/spaces', { params: { query: { limit, cursor } } });
    items.push(...page.items);
    if (!options.all || page.next_cursor === null) return { items, next_cursor: page.next_cursor };
    // A server that hands back a cursor twice would keep the walk going for ever.
    if (seen.has(page.next_cursor)) throw new CliError('the API repeated a page cursor; stopped listing');
    seen.add(page.next_cursor);
    cursor = page.next_cursor;
  }
}

function parseLimit(value: string): number {
  if (!/^[0-9]+$/.test(value) || Number(value) < 1 || Number(value) > MAX_PAGE_SIZE) {
    throw new InvalidArgumentError(`must be a whole number from 1 to ${MAX_PAGE_SIZE}.`);
  }
  return Number(value);
}
