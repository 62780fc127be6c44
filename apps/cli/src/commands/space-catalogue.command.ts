import type { Command } from 'commander';
import type { CliParts } from '../cli.parts';
import type { DpsCalls } from '../api/dps-calls';
import type { RateCardItem, RoleItem } from '../http/api-types';
import { renderJson } from '../format/json.format';
import { renderRateCards, renderRoles } from '../format/pricing.format';
import { spaceOf } from './resource';
import { MAX_PAGE_SIZE } from './spaces-list.command';

interface CatalogueOptions {
  readonly space?: string;
  readonly json?: boolean;
}

/**
 * `dps roles list` and `dps rate-cards list` (docs/cli.md): a space's roles or rate cards, every
 * page walked (a space has few), oldest first. `--space` as for `events`: left out, the one space
 * the credential reaches.
 */
export function registerRolesList(roles: Command, ctx: CliParts): void {
  catalogueCommand(
    roles,
    ctx,
    'roles (archived ones included)',
    (calls, space) =>
      calls.paginate('/v1/spaces/{space}/roles', {
        params: { path: { space }, query: { limit: MAX_PAGE_SIZE } },
      }),
    (items: readonly RoleItem[]) => renderRoles(items),
  );
}

export function registerRateCardsList(cards: Command, ctx: CliParts): void {
  catalogueCommand(
    cards,
    ctx,
    'rate cards',
    (calls, space) =>
      calls.paginate('/v1/spaces/{space}/rate-cards', {
        params: { path: { space }, query: { limit: MAX_PAGE_SIZE } },
      }),
    (items: readonly RateCardItem[]) => renderRateCards(items),
  );
}

function catalogueCommand<T>(
  parent: Command,
  ctx: CliParts,
  what: string,
  list: (calls: DpsCalls, space: string) => AsyncIterable<T>,
  render: (items: readonly T[]) => string,
): void {
  parent
    .command('list')
    .description(`List a space's ${what}, oldest first`)
    .option('--space <id>', 'the space (default: the one space your credential reaches)')
    .option('--json', 'print the API response as JSON ({items, next_cursor}), every page in one')
    .addHelpText(
      'after',
      `\nExamples:\n  dps ${parent.name()} list\n  dps ${parent.name()} list --space spc_… --json`,
    )
    .action(async (options: CatalogueOptions) => {
      const calls = await ctx.calls();
      const space = await spaceOf(calls, options.space);
      const items: T[] = [];
      for await (const item of list(calls, space)) items.push(item);
      ctx.output.out(options.json ? renderJson({ items, next_cursor: null }) : render(items));
    });
}
