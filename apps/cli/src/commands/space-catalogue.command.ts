import type { Command } from 'commander';
import type { CliParts } from '../cli.parts';
import type { ApiClient } from '../http/api-client';
import { API_ROUTES, type ApiRoute } from '../http/api-routes';
import type { Page, RateCardItem, RoleItem } from '../http/api-types';
import { renderJson } from '../format/json.format';
import { renderRateCards, renderRoles } from '../format/pricing.format';
import { onlySpace } from './only-space';
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
    API_ROUTES.listRoles,
    (items: readonly RoleItem[]) => renderRoles(items),
  );
}

export function registerRateCardsList(cards: Command, ctx: CliParts): void {
  catalogueCommand(cards, ctx, 'rate cards', API_ROUTES.listRateCards, (items: readonly RateCardItem[]) =>
    renderRateCards(items),
  );
}

function catalogueCommand<T>(
  parent: Command,
  ctx: CliParts,
  what: string,
  route: ApiRoute,
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
      const client = await ctx.client({ auth: true });
      const space = options.space ?? (await onlySpace(client));
      const items = await everyPage<T>(client, route, space);
      ctx.output.out(options.json ? renderJson({ items, next_cursor: null }) : render(items));
    });
}

async function everyPage<T>(client: ApiClient, route: ApiRoute, space: string): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | undefined;
  do {
    const page = await client.call<Page<T>>(route, {
      params: { space },
      query: { limit: String(MAX_PAGE_SIZE), cursor },
    });
    items.push(...page.items);
    cursor = page.next_cursor ?? undefined;
  } while (cursor !== undefined);
  return items;
}
