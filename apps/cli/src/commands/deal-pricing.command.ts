import type { Command } from 'commander';
import type { CliParts } from '../cli.parts';
import { renderJson } from '../format/json.format';
import { renderDealPricing } from '../format/pricing.format';

interface PricingOptions {
  readonly json?: boolean;
}

/**
 * `dps deal pricing <id> [--json]` (docs/cli.md): the breakdown of `GET /v1/deal/{id}/pricing`
 * as tables, phases named by `GET /v1/deal/{id}/phases`; with --json, the API's answer as it is.
 */
export function registerDealPricing(deal: Command, ctx: CliParts): void {
  deal
    .command('pricing')
    .description("Show a deal's pricing: lines, by phase, by role, totals, margin and targets")
    .argument('<id>', 'the deal id (deal_…)')
    .option('--json', 'print the API response as JSON')
    .addHelpText(
      'after',
      '\nExamples:\n  dps deal pricing deal_0Fz3AbCdEfGhIjKlMnOpQr\n' +
        "  dps deal pricing deal_0Fz3AbCdEfGhIjKlMnOpQr --json | jq '.price'",
    )
    .action(async (id: string, options: PricingOptions) => {
      const calls = await ctx.calls();
      const pricing = await calls.GET('/v1/deal/{id}/pricing', { params: { path: { id } } });
      if (options.json) {
        ctx.output.out(renderJson(pricing));
        return;
      }
      const phases = [];
      for await (const phase of calls.paginate('/v1/deal/{id}/phases', { params: { path: { id } } })) {
        phases.push(phase);
      }
      ctx.output.out(renderDealPricing(id, pricing, phases));
    });
}
