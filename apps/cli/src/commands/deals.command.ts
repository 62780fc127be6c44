import { Argument, Option, type Command } from 'commander';
import type { CliParts } from '../cli.parts';
import type { DealFields, DealStatus } from '../api/schemas';
import { CliError, EXIT_USAGE } from '../cli-error';
import { date, dateTime, money, text, yesNo, type Column } from '../format/rows.format';
import {
  nonEmpty,
  parseDate,
  parseFraction,
  parseMoney,
  printList,
  printRecord,
  spaceOf,
  withJson,
  withListOptions,
  withSpace,
  type JsonOption,
  type ListOptions,
} from './resource';

/** The statuses of SPEC §2.2, in their usual order. */
export const DEAL_STATUSES = ['draft', 'pending', 'approved', 'progressed', 'won', 'lost', 'abandoned'];

const DEAL_COLUMNS: readonly Column[] = [
  text('id'),
  text('name'),
  text('status'),
  text('currency'),
  money('price'),
  text('margin'),
  date('start'),
  dateTime('updated_at', 'updated'),
];

const DEAL_DETAIL: readonly Column[] = [
  text('id'),
  text('name'),
  text('status'),
  text('space_id', 'space'),
  text('currency'),
  money('price'),
  money('cost'),
  text('margin'),
  text('probability'),
  money('target_price'),
  text('target_margin'),
  date('start'),
  date('end'),
  date('due'),
  text('owner_email', 'owner'),
  text('account'),
  text('external_id'),
  text('description'),
  yesNo('archived'),
  text('revision'),
  dateTime('created_at', 'created'),
  dateTime('updated_at', 'updated'),
];

/** The deal fields `create` and `update` set, as options; `none` clears one on update. */
interface DealFieldOptions extends JsonOption {
  readonly name?: string;
  readonly currency?: string;
  readonly price?: number;
  readonly cost?: number;
  readonly margin?: number;
  readonly probability?: number;
  readonly targetPrice?: number;
  readonly targetMargin?: number;
  readonly start?: number;
  readonly end?: number;
  readonly due?: number;
  readonly description?: string;
  readonly account?: string;
  readonly externalId?: string;
  readonly ownerEmail?: string;
}

/** Option name → API field, in the API's order. */
const FIELDS: ReadonlyArray<readonly [keyof DealFieldOptions, string]> = [
  ['name', 'name'],
  ['currency', 'currency'],
  ['price', 'price'],
  ['cost', 'cost'],
  ['margin', 'margin'],
  ['probability', 'probability'],
  ['targetPrice', 'target_price'],
  ['targetMargin', 'target_margin'],
  ['start', 'start'],
  ['end', 'end'],
  ['due', 'due'],
  ['description', 'description'],
  ['account', 'account'],
  ['externalId', 'external_id'],
  ['ownerEmail', 'owner_email'],
];

function withDealFields(command: Command): Command {
  return command
    .option('--currency <code>', 'ISO 4217 code (default: the space currency)')
    .addOption(
      new Option('--price <amount>', 'price, a decimal like 12000 or 12000.50').argParser(parseMoney),
    )
    .addOption(new Option('--cost <amount>', 'cost, a decimal (or --margin)').argParser(parseMoney))
    .addOption(
      new Option('--margin <fraction>', 'margin from 0 to 1; sets the cost from the price').argParser(
        parseFraction,
      ),
    )
    .addOption(new Option('--probability <fraction>', 'win probability from 0 to 1').argParser(parseFraction))
    .addOption(new Option('--target-price <amount>', 'the price aimed at').argParser(parseMoney))
    .addOption(
      new Option('--target-margin <fraction>', 'the margin aimed at, 0 to 1').argParser(parseFraction),
    )
    .addOption(
      new Option('--start <date>', 'start date YYYY-MM-DD (UTC; no Monday rounding)').argParser(parseDate),
    )
    .addOption(new Option('--end <date>', 'end date YYYY-MM-DD').argParser(parseDate))
    .addOption(new Option('--due <date>', 'due date YYYY-MM-DD').argParser(parseDate))
    .option('--description <text>', 'free text about the deal')
    .option('--account <name>', 'the customer account')
    .option('--external-id <id>', "an external system's id for the deal")
    .option('--owner-email <email>', 'a member of the space who owns the deal');
}

function bodyOf(options: DealFieldOptions): DealFields {
  const body: Record<string, unknown> = {};
  for (const [option, field] of FIELDS) if (options[option] !== undefined) body[field] = options[option];
  // Each option's parser gave its field the API's type (FIELDS pairs them).
  return body as DealFields;
}

/**
 * `dps deals list|show|create|update|status|archive` (docs/cli.md): the deal routes of SPEC §4.
 * The group is also `dps deal`, its first name, so `dps deal reschedule` keeps working.
 */
export function registerDeals(deals: Command, ctx: CliParts): void {
  withListOptions(
    withSpace(deals.command('list').description("List a space's deals, newest first"))
      .addOption(new Option('--status <status>', 'only deals in this status').choices(DEAL_STATUSES))
      .option('--external-id <id>', 'only the deal with this external id'),
  )
    .addHelpText(
      'after',
      '\nExamples:\n  dps deals list --space spc_… --json\n  dps deals list --status won --all',
    )
    .action(async (options: ListOptions & { space?: string; status?: string; externalId?: string }) => {
      const calls = await ctx.calls();
      const space = await spaceOf(calls, options.space);
      const query = { space, status: options.status, external_id: options.externalId };
      await printList(ctx, calls, '/v1/deals', { params: { query } }, options, DEAL_COLUMNS, 'deals');
    });

  withJson(
    deals.command('show').description('Show one deal').argument('<id>', 'the deal id (deal_…)', nonEmpty),
  ).action(async (id: string, options: JsonOption) => {
    const calls = await ctx.calls();
    printRecord(ctx, await calls.GET('/v1/deal/{id}', { params: { path: { id } } }), DEAL_DETAIL, options);
  });

  withJson(
    withDealFields(
      withSpace(deals.command('create').description('Create a draft deal')).requiredOption(
        '--name <name>',
        "the deal's name",
        nonEmpty,
      ),
    ),
  )
    .addHelpText(
      'after',
      '\nExamples:\n  dps deals create --space spc_… --name "Spring" --price 12000\n' +
        '  dps deals create --name "Renewal" --price 9500.50 --start 2026-12-07 --json',
    )
    .action(async (options: DealFieldOptions & { space?: string; name: string }) => {
      const calls = await ctx.calls();
      const space = await spaceOf(calls, options.space);
      const deal = await calls.POST('/v1/deals', { body: { ...bodyOf(options), space, name: options.name } });
      printRecord(ctx, deal, DEAL_DETAIL, options);
    });

  withJson(
    withDealFields(
      deals
        .command('update')
        .description("Change a deal's fields (only those given)")
        .argument('<id>', 'the deal id (deal_…)', nonEmpty)
        .option('--name <name>', "the deal's name", nonEmpty),
    ),
  )
    .addHelpText('after', '\nExamples:\n  dps deals update deal_… --price 13000 --target-margin 0.4')
    .action(async (id: string, options: DealFieldOptions) => {
      const body = bodyOf(options);
      if (Object.keys(body).length === 0)
        throw new CliError('nothing to change: give at least one field option', EXIT_USAGE);
      const calls = await ctx.calls();
      printRecord(
        ctx,
        await calls.PATCH('/v1/deal/{id}', { params: { path: { id } }, body }),
        DEAL_DETAIL,
        options,
      );
    });

  withJson(
    deals
      .command('status')
      .description("Move a deal's status (SPEC §3: the allowed moves)")
      .argument('<id>', 'the deal id (deal_…)', nonEmpty)
      .addArgument(new Argument('<status>', 'the new status').choices(DEAL_STATUSES))
      .option('--reason <text>', 'why (needed to close as lost or abandoned, or to send back to draft)')
      .option('--requested-to <email>', 'who is asked to approve (moving to pending)'),
  )
    .addHelpText(
      'after',
      '\nExamples:\n  dps deals status deal_… pending\n  dps deals status deal_… lost --reason "Budget cut"',
    )
    .action(
      async (id: string, status: string, options: JsonOption & { reason?: string; requestedTo?: string }) => {
        const calls = await ctx.calls();
        const body = {
          // commander's choices() admitted only the statuses.
          status: status as DealStatus,
          ...(options.reason !== undefined && { reason: options.reason }),
          ...(options.requestedTo !== undefined && { requested_to: options.requestedTo }),
        };
        printRecord(
          ctx,
          await calls.POST('/v1/deal/{id}/status', { params: { path: { id } }, body }),
          DEAL_DETAIL,
          options,
        );
      },
    );

  withJson(
    deals
      .command('archive')
      .description('Archive a deal (hidden from lists; --undo brings it back)')
      .argument('<id>', 'the deal id (deal_…)', nonEmpty)
      .option('--undo', 'unarchive it instead'),
  ).action(async (id: string, options: JsonOption & { undo?: boolean }) => {
    const calls = await ctx.calls();
    const deal = await calls.PATCH('/v1/deal/{id}', {
      params: { path: { id } },
      body: { archived: !options.undo },
    });
    printRecord(ctx, deal, DEAL_DETAIL, options);
  });
}
