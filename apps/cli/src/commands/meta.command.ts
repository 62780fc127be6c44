import type { Command } from 'commander';
import type { CliParts } from '../cli.parts';
import { renderJson } from '../format/json.format';
import { renderMeta } from '../format/meta.format';

/** `dps meta [--json]`: the API contract version (SPEC §9); needs no credential. */
export function registerMeta(program: Command, ctx: CliParts): void {
  program
    .command('meta')
    .description('Show the API contract version (no credential needed)')
    .option('--json', 'print the API response as JSON')
    .action(async (options: { json?: boolean }) => {
      const calls = await ctx.calls({ auth: false });
      const meta = await calls.GET('/v1/meta');
      ctx.output.out(options.json ? renderJson(meta) : renderMeta(meta, (await ctx.slot()).url));
    });
}
