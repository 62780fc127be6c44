import type { Command } from 'commander';
import type { CliParts } from '../cli.parts';
import type { Schemas } from '../api/schemas';
import {
  asRow,
  count,
  dateTime,
  renderRows,
  text,
  yesNo,
  type Column,
  type Row,
} from '../format/rows.format';
import { renderJson } from '../format/json.format';
import { readJsonArgument } from './json-input';
import {
  nonEmpty,
  printDone,
  printList,
  printRecord,
  spaceOf,
  withJson,
  withListOptions,
  withSpace,
  type JsonOption,
  type ListOptions,
} from './resource';

const triggerType: Column = {
  header: 'trigger',
  cell: (row) => String(asRow(row['trigger'] ?? {})['type'] ?? '-'),
};

const AUTOMATION_COLUMNS: readonly Column[] = [
  text('id'),
  text('name'),
  yesNo('enabled'),
  triggerType,
  count('actions'),
  dateTime('updated_at', 'updated'),
];

const AUTOMATION_DETAIL: readonly Column[] = [
  text('id'),
  text('name'),
  text('space_id', 'space'),
  yesNo('enabled'),
  triggerType,
  { header: 'conditions', cell: (row) => JSON.stringify(asRow(row['trigger'] ?? {})['conditions'] ?? []) },
  {
    header: 'actions',
    cell: (row) =>
      (Array.isArray(row['actions']) ? row['actions'].map(asRow) : [])
        .map(
          (action) =>
            `${String(action['id'])} ${String(action['type'])}${action['url'] ? ` ${String(action['url'])}` : ''}`,
        )
        .join(', ') || '-',
  },
  dateTime('created_at', 'created'),
  dateTime('updated_at', 'updated'),
];

const DELIVERY_COLUMNS: readonly Column[] = [
  text('id'),
  text('event'),
  text('status'),
  text('attempt_count', 'attempts'),
  text('deal_id', 'deal'),
  text('last_error'),
  dateTime('created_at', 'created'),
];

const SEND_TEST_COLUMNS: readonly Column[] = [
  text('action_id', 'action'),
  text('url'),
  yesNo('delivered'),
  text('status_code', 'status'),
  text('error'),
  text('duration_ms', 'ms'),
];

interface SpaceOptions extends JsonOption {
  readonly space?: string;
}

const automationPath = '/v1/spaces/{space}/automations/{id}';

/**
 * `dps automations list|show|create|update|delete|send-test|test-receive` (docs/automations.md):
 * a space's automations. `create` and `update` take the request body from a JSON file, the way
 * docs/automations.md prints it.
 */
export function registerAutomations(automations: Command, ctx: CliParts): void {
  withListOptions(withSpace(automations.command('list').description("List a space's automations"))).action(
    async (options: ListOptions & SpaceOptions) => {
      const calls = await ctx.calls();
      const space = await spaceOf(calls, options.space);
      const init = { params: { path: { space } } };
      await printList(
        ctx,
        calls,
        '/v1/spaces/{space}/automations',
        init,
        options,
        AUTOMATION_COLUMNS,
        'automations',
      );
    },
  );

  withJson(
    withSpace(
      automations
        .command('show')
        .description('Show one automation')
        .argument('<id>', 'the automation id (aut_…)', nonEmpty),
    ),
  ).action(async (id: string, options: SpaceOptions) => {
    const calls = await ctx.calls();
    const space = await spaceOf(calls, options.space);
    printRecord(
      ctx,
      await calls.GET(automationPath, { params: { path: { space, id } } }),
      AUTOMATION_DETAIL,
      options,
    );
  });

  withJson(
    withSpace(
      automations.command('create').description('Create an automation from a JSON file (the request body)'),
    ).requiredOption('--file <file>', 'the body: {name, enabled?, trigger, actions}; - for standard input'),
  )
    .addHelpText('after', '\nExamples:\n  dps automations create --space spc_… --file automation.json --json')
    .action(async (options: SpaceOptions & { file: string }) => {
      // The file goes to the API as it is: the API checks it and names each problem (400).
      const body = (await readJsonArgument(
        `@${options.file}`,
        'the automation',
        ctx.readStdin,
      )) as Schemas['CreateAutomationRequestDto'];
      const calls = await ctx.calls();
      const space = await spaceOf(calls, options.space);
      printWithSecrets(
        ctx,
        await calls.POST('/v1/spaces/{space}/automations', { params: { path: { space } }, body }),
        options,
      );
    });

  withJson(
    withSpace(
      automations
        .command('update')
        .description('Change an automation: the fields in a JSON file')
        .argument('<id>', 'the automation id', nonEmpty),
    ).requiredOption(
      '--file <file>',
      'the fields to change: {name?, enabled?, trigger?, actions?}; - for standard input',
    ),
  ).action(async (id: string, options: SpaceOptions & { file: string }) => {
    const body = (await readJsonArgument(
      `@${options.file}`,
      'the changes',
      ctx.readStdin,
    )) as Schemas['UpdateAutomationRequestDto'];
    const calls = await ctx.calls();
    const space = await spaceOf(calls, options.space);
    printWithSecrets(
      ctx,
      await calls.PATCH(automationPath, { params: { path: { space, id } }, body }),
      options,
    );
  });

  withJson(
    withSpace(
      automations
        .command('delete')
        .description('Delete an automation')
        .argument('<id>', 'the automation id', nonEmpty),
    ),
  ).action(async (id: string, options: SpaceOptions) => {
    const calls = await ctx.calls();
    const space = await spaceOf(calls, options.space);
    await calls.DELETE(automationPath, { params: { path: { space, id } } });
    printDone(ctx, `Deleted automation ${id}.`, { id }, options);
  });

  withJson(
    withSpace(
      automations
        .command('send-test')
        .description("POST a sample payload to each of the automation's webhook endpoints")
        .argument('<id>', 'the automation id', nonEmpty)
        .option('--deal <id>', 'a deal of the space for the sample (default: a made-up deal_sample)'),
    ),
  ).action(async (id: string, options: SpaceOptions & { deal?: string }) => {
    const calls = await ctx.calls();
    const space = await spaceOf(calls, options.space);
    const body = options.deal === undefined ? {} : { deal_id: options.deal };
    const answer = asRow(
      await calls.POST(`${automationPath}/send-test`, { params: { path: { space, id } }, body }),
    );
    const results = Array.isArray(answer['results']) ? answer['results'].map(asRow) : [];
    ctx.output.out(
      options.json ? renderJson(answer) : renderRows(results, SEND_TEST_COLUMNS, 'webhook endpoints'),
    );
  });

  withJson(
    withSpace(
      automations
        .command('test-receive')
        .description('Try an incoming webhook body against the automation, changing nothing')
        .argument('<id>', 'the automation id', nonEmpty)
        .requiredOption('--payload <json>', 'the body to try: JSON text, @file, or @- for standard input')
        .option('--deal <id>', 'the deal picked for the test'),
    ),
  )
    .addHelpText(
      'after',
      `\nExamples:\n  dps automations test-receive aut_… --payload '{"id":"deal_…","status":"approved"}'`,
    )
    .action(async (id: string, options: SpaceOptions & { payload: string; deal?: string }) => {
      // Sent as it is; the API refuses a payload that is not an object (400).
      const payload = (await readJsonArgument(options.payload, 'the payload', ctx.readStdin)) as Record<
        string,
        unknown
      >;
      const calls = await ctx.calls();
      const space = await spaceOf(calls, options.space);
      const body = { payload, ...(options.deal !== undefined && { deal_id: options.deal }) };
      const answer = await calls.POST(`${automationPath}/test-receive`, {
        params: { path: { space, id } },
        body,
      });
      printRecord(
        ctx,
        answer,
        [
          text('trigger'),
          yesNo('deal_matched'),
          text('deal_id', 'deal'),
          yesNo('would_apply'),
          text('changes'),
          { header: 'conditions', cell: (row) => conditionsOf(row) },
          text('warnings'),
        ],
        options,
      );
    });
}

/** `dps deliveries list|redeliver --automation A`: the outbound webhook deliveries of an automation. */
export function registerDeliveries(deliveries: Command, ctx: CliParts): void {
  const automationOption = (command: Command) =>
    withSpace(command.requiredOption('--automation <id>', 'the automation (aut_…)', nonEmpty));

  withListOptions(
    automationOption(deliveries.command('list').description("List an automation's deliveries, newest first")),
  )
    .addHelpText('after', '\nExamples:\n  dps deliveries list --automation aut_… --json')
    .action(async (options: ListOptions & SpaceOptions & { automation: string }) => {
      const calls = await ctx.calls();
      const space = await spaceOf(calls, options.space);
      const init = { params: { path: { space, id: options.automation } } };
      await printList(
        ctx,
        calls,
        `${automationPath}/deliveries`,
        init,
        options,
        DELIVERY_COLUMNS,
        'deliveries',
      );
    });

  withJson(
    automationOption(
      deliveries
        .command('redeliver')
        .description('Send a delivery again, as a new delivery')
        .argument('<delivery>', 'the delivery id', nonEmpty),
    ),
  ).action(async (delivery: string, options: SpaceOptions & { automation: string }) => {
    const calls = await ctx.calls();
    const space = await spaceOf(calls, options.space);
    const path = { space, id: options.automation, delivery_id: delivery };
    const answer = await calls.POST(`${automationPath}/deliveries/{delivery_id}/redeliver`, {
      params: { path },
    });
    printRecord(ctx, answer, DELIVERY_COLUMNS, options);
  });
}

/** An automation, and the action secrets the API shows this once (after create or an update adding one). */
function printWithSecrets(ctx: CliParts, answer: unknown, options: JsonOption): void {
  printRecord(ctx, answer, AUTOMATION_DETAIL, options);
  if (options.json) return;
  const actions = Array.isArray(asRow(answer)['actions'])
    ? (asRow(answer)['actions'] as unknown[]).map(asRow)
    : [];
  const secrets = actions.filter((action) => typeof action['secret'] === 'string');
  if (secrets.length === 0) return;
  ctx.output.out('\nWebhook secrets (X-Service-Webhook), shown this once:\n');
  for (const action of secrets) ctx.output.out(`  ${String(action['id'])}  ${String(action['secret'])}\n`);
}

function conditionsOf(row: Row): string {
  const conditions = Array.isArray(row['conditions']) ? row['conditions'].map(asRow) : [];
  return (
    conditions
      .map(
        (condition) =>
          `${String(condition['field'] ?? '?')}: ${condition['matched'] === true ? 'matched' : 'not matched'}`,
      )
      .join(', ') || '-'
  );
}
