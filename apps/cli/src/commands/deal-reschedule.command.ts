import { InvalidArgumentError, type Command } from 'commander';
import type { CliParts } from '../cli.parts';
import { renderJson } from '../format/json.format';
import { renderReschedule } from '../format/reschedule.format';

interface RescheduleOptions {
  readonly shift: string;
  readonly space?: string;
  readonly json?: boolean;
}

/**
 * `dps deal reschedule <id> --shift <shift> [--space <id>] [--json]` (SPEC §4.3). The shift is
 * checked by the API, which owns its rules and words every refusal; `--space` is sent along and
 * the API refuses (404 deal not found) a deal that is not in that space: a guard for scripts.
 * Each run sends a fresh `Idempotency-Key`, kept for the client's own retries (after a 429), so
 * a relative shift is applied once even when an attempt's answer was lost on the way.
 */
export function registerDealReschedule(deal: Command, ctx: CliParts): void {
  deal
    .command('reschedule')
    .description("Move a deal's dates: its start goes to a Monday, and end, due and pinned phases follow")
    .argument('<id>', 'the deal id (deal_…)', nonEmpty)
    .requiredOption(
      '--shift <shift>',
      'a signed offset from the current start (+2w, -3d, +1m) or a date YYYY-MM-DD; ' +
        'either resolves to the Monday on or before it (UTC)',
    )
    .option('--space <id>', 'the space the deal must be in; a deal of another space is "deal not found"')
    .option('--json', 'print the API response as JSON')
    .addHelpText(
      'after',
      '\nExamples:\n  dps deal reschedule deal_0Fz3AbCdEfGhIjKlMnOpQr --shift +2w\n' +
        '  dps deal reschedule deal_0Fz3AbCdEfGhIjKlMnOpQr --shift=-1w\n' +
        '  dps deal reschedule deal_0Fz3AbCdEfGhIjKlMnOpQr --shift 2026-11-26 --space spc_0Fz3AbCdEfGhIjKlMnOpQr',
    )
    .action(async (id: string, options: RescheduleOptions) => {
      const calls = await ctx.calls();
      // The SDK sends a fresh Idempotency-Key with this POST and the same one on its retries.
      const result = await calls.POST('/v1/deal/{id}/reschedule', {
        params: { path: { id } },
        body: { shift: options.shift, ...(options.space !== undefined && { space: options.space }) },
      });
      ctx.output.out(options.json ? renderJson(result) : renderReschedule(result));
    });
}

function nonEmpty(value: string): string {
  if (value.trim() === '') throw new InvalidArgumentError('must not be empty.');
  return value;
}
