import type { Command } from 'commander';
import type { CliParts } from '../cli.parts';
import { CliError, EXIT_USAGE } from '../cli-error';
import { renderJson } from '../format/json.format';
import { renderSpaces } from '../format/spaces.format';
import type { SpaceItem } from '../http/api-types';
import { nonEmpty, printDone, withJson, type JsonOption } from './resource';

/** `dps spaces update <space> [--name] [--currency]` and `dps spaces delete <space>` (issue 15). */
export function registerSpacesManage(spaces: Command, ctx: CliParts): void {
  withJson(
    spaces
      .command('update')
      .description('Rename a space or change its currency (owners and admins)')
      .argument('<space>', 'the space id (spc_…)', nonEmpty)
      .option('--name <name>', 'the new name', nonEmpty)
      .option('--currency <code>', 'the currency of its new deals'),
  ).action(async (space: string, options: JsonOption & { name?: string; currency?: string }) => {
    const body = {
      ...(options.name !== undefined && { name: options.name }),
      ...(options.currency !== undefined && { currency: options.currency }),
    };
    if (Object.keys(body).length === 0)
      throw new CliError('nothing to change: give --name or --currency', EXIT_USAGE);
    const calls = await ctx.calls();
    const answer = (await calls.PATCH('/v1/spaces/{space}', {
      params: { path: { space } },
      body,
    })) as SpaceItem;
    ctx.output.out(options.json ? renderJson(answer) : renderSpaces([answer]));
  });

  withJson(
    spaces
      .command('delete')
      .description('Delete a space and everything in it (owners only)')
      .argument('<space>', 'the space id (spc_…)', nonEmpty),
  ).action(async (space: string, options: JsonOption) => {
    const calls = await ctx.calls();
    await calls.DELETE('/v1/spaces/{space}', { params: { path: { space } } });
    printDone(ctx, `Deleted space ${space}.`, { id: space }, options);
  });
}
