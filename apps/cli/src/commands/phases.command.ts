import { Option, type Command } from 'commander';
import type { CliParts } from '../cli.parts';
import { CliError, EXIT_USAGE } from '../cli-error';
import { count, date, dateTime, text, yesNo, type Column } from '../format/rows.format';
import {
  nonEmpty,
  parseDate,
  printDone,
  printList,
  printRecord,
  withJson,
  withListOptions,
  type JsonOption,
  type ListOptions,
} from './resource';

const PHASE_COLUMNS: readonly Column[] = [
  text('id'),
  text('name'),
  date('start'),
  date('end'),
  yesNo('pinned'),
];

const VERSION_COLUMNS: readonly Column[] = [
  text('id'),
  text('reason'),
  dateTime('created_at', 'created'),
  count('phases'),
  count('estimates'),
];

interface PhaseFields extends JsonOption {
  readonly deal: string;
  readonly name?: string;
  readonly start?: number;
  readonly end?: number;
  readonly pinned?: boolean;
}

const dealOption = (command: Command) => command.requiredOption('--deal <id>', 'the deal (deal_…)', nonEmpty);

/** `dps phases list|add|update|remove --deal D`: a deal's phases (SPEC §2.3). */
export function registerPhases(phases: Command, ctx: CliParts): void {
  withListOptions(dealOption(phases.command('list').description("List a deal's phases, by start")))
    .addHelpText(
      'after',
      '\nExamples:\n  dps phases list --deal deal_…\n  dps phases list --deal deal_… --json',
    )
    .action(async (options: ListOptions & { deal: string }) => {
      const calls = await ctx.calls();
      const init = { params: { path: { id: options.deal } } };
      await printList(ctx, calls, '/v1/deal/{id}/phases', init, options, PHASE_COLUMNS, 'phases');
    });

  withJson(
    dealOption(phases.command('add').description('Add a phase to a deal'))
      .requiredOption('--name <name>', "the phase's name", nonEmpty)
      .addOption(
        new Option('--start <date>', 'start date YYYY-MM-DD').argParser(parseDate).makeOptionMandatory(),
      )
      .addOption(new Option('--end <date>', 'end date YYYY-MM-DD').argParser(parseDate).makeOptionMandatory())
      .option('--pinned', 'moves with the deal when it is rescheduled'),
  )
    .addHelpText(
      'after',
      '\nExamples:\n  dps phases add --deal deal_… --name Build --start 2026-12-07 --end 2026-12-18',
    )
    .action(async (options: PhaseFields & { name: string; start: number; end: number }) => {
      const calls = await ctx.calls();
      const body = {
        name: options.name,
        start: options.start,
        end: options.end,
        pinned: options.pinned === true,
      };
      const phase = await calls.POST('/v1/deal/{id}/phases', {
        params: { path: { id: options.deal } },
        body,
      });
      printRecord(ctx, phase, PHASE_COLUMNS, options);
    });

  withJson(
    dealOption(
      phases
        .command('update')
        .description("Change a phase's fields (only those given)")
        .argument('<phase>', 'the phase id', nonEmpty),
    )
      .option('--name <name>', "the phase's name", nonEmpty)
      .addOption(new Option('--start <date>', 'start date YYYY-MM-DD').argParser(parseDate))
      .addOption(new Option('--end <date>', 'end date YYYY-MM-DD').argParser(parseDate))
      .option('--pinned', 'pin it')
      .option('--no-pinned', 'unpin it'),
  ).action(async (phase: string, options: PhaseFields) => {
    const body: Record<string, unknown> = {};
    for (const field of ['name', 'start', 'end', 'pinned'] as const) {
      if (options[field] !== undefined) body[field] = options[field];
    }
    if (Object.keys(body).length === 0)
      throw new CliError('nothing to change: give at least one field option', EXIT_USAGE);
    const calls = await ctx.calls();
    const path = { id: options.deal, phase_id: phase };
    printRecord(
      ctx,
      await calls.PATCH('/v1/deal/{id}/phases/{phase_id}', { params: { path }, body }),
      PHASE_COLUMNS,
      options,
    );
  });

  withJson(
    dealOption(
      phases
        .command('remove')
        .description('Remove a phase from a deal')
        .argument('<phase>', 'the phase id', nonEmpty),
    ),
  ).action(async (phase: string, options: JsonOption & { deal: string }) => {
    const calls = await ctx.calls();
    await calls.DELETE('/v1/deal/{id}/phases/{phase_id}', {
      params: { path: { id: options.deal, phase_id: phase } },
    });
    printDone(ctx, `Removed phase ${phase} from deal ${options.deal}.`, { id: phase }, options);
  });
}

/** `dps versions list --deal D`: the snapshots a deal's reschedules and pricing changes left. */
export function registerVersions(versions: Command, ctx: CliParts): void {
  withListOptions(dealOption(versions.command('list').description("List a deal's versions, newest first")))
    .addHelpText('after', '\nExamples:\n  dps versions list --deal deal_… --json')
    .action(async (options: ListOptions & { deal: string }) => {
      const calls = await ctx.calls();
      const init = { params: { path: { id: options.deal } } };
      await printList(ctx, calls, '/v1/deal/{id}/versions', init, options, VERSION_COLUMNS, 'versions');
    });
}
