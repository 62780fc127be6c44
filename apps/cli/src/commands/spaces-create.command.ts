import type { Command } from 'commander';
import type { CliParts } from '../cli.parts';
import type { Schemas } from '../api/schemas';
import { renderJson } from '../format/json.format';
import { renderSpaces } from '../format/spaces.format';

/**
 * `dps spaces create <name> [--currency <code>] [--json]`: POST /v1/spaces; you become the owner
 * (without --currency the API's default, usd). The space prints as
 * one row of `spaces list` (or, with --json, the API's answer, the shape of a list item).
 */
export function registerSpacesCreate(spaces: Command, ctx: CliParts): void {
  spaces
    .command('create')
    .description('Create a space; you become its owner')
    .argument('<name>', 'the name of the space (1-100 characters)')
    .option('--currency <code>', 'the currency of its new deals, a three-letter ISO 4217 code (default usd)')
    .option('--json', 'print the API response as JSON (the shape of a spaces list item)')
    .addHelpText(
      'after',
      '\nExamples:\n  dps spaces create "Acme agency"\n  dps spaces create "Euro desk" --currency eur\n' +
        '  dps spaces create Side --json | jq -r .id',
    )
    .action(async (name: string, options: { readonly json?: boolean; readonly currency?: string }) => {
      const calls = await ctx.calls();
      const body = options.currency === undefined ? { name } : { name, currency: options.currency };
      // The generated type makes `currency` required because it has a default; the API takes it out.
      const space = await calls.POST('/v1/spaces', { body: body as Schemas['CreateSpaceRequestDto'] });
      ctx.output.out(options.json ? renderJson(space) : renderSpaces([space]));
    });
}
