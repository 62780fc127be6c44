import { InvalidArgumentError, Option, type Command } from 'commander';
import type { CliParts } from '../cli.parts';
import type { DpsCalls } from '../api/dps-calls';
import type { Schemas } from '../api/schemas';
import type { EventPage } from '../http/api-types';
import { renderEventLine, renderEvents } from '../format/events.format';
import { renderJson } from '../format/json.format';
import { spaceOf } from './resource';
import { MAX_PAGE_SIZE } from './spaces-list.command';

/** The event types of the feed (docs/events.md). */
const EVENT_TYPES = ['service_deal_updated', 'service_deal_created'];
/** How long `tail` waits before asking again when nothing was new. */
export const TAIL_INTERVAL_MS = 1_000;

interface FeedOptions {
  readonly space?: string;
  readonly type?: string;
  readonly deal?: string;
  readonly json?: boolean;
}

interface ListOptions extends FeedOptions {
  readonly after?: string;
  readonly limit?: number;
}

/**
 * `dps events list` and `dps events tail` (docs/cli.md): the space's committed deal changes, in
 * commit order, from `GET /v1/spaces/{space}/events`.
 */
export function registerEvents(events: Command, ctx: CliParts): void {
  const feedOptions = (command: Command) =>
    command
      .option('--space <id>', 'the space (default: the one space your credential reaches)')
      .addOption(new Option('--type <type>', 'only events of this type').choices(EVENT_TYPES))
      .option('--deal <id>', "only this deal's events");

  feedOptions(events.command('list').description("List a space's events, oldest first, in commit order"))
    .option('--after <cursor>', 'start after this cursor (a next_cursor printed before)')
    .addOption(
      new Option('--limit <n>', `events per page, 1-${MAX_PAGE_SIZE} (default: the API's 25)`).argParser(
        parseLimit,
      ),
    )
    .option('--json', 'print the API response as JSON ({items, next_cursor})')
    .addHelpText(
      'after',
      '\nExamples:\n  dps events list --limit 100\n  dps events list --deal deal_… --json',
    )
    .action(async (options: ListOptions) => {
      const calls = await ctx.calls();
      const space = await spaceOf(calls, options.space);
      const page = await eventPage(calls, space, options, options.after, options.limit);
      if (options.json) {
        ctx.output.out(renderJson(page));
        return;
      }
      ctx.output.out(renderEvents(page.items));
      if (page.next_cursor !== null) ctx.output.err(`next: run again with --after ${page.next_cursor}\n`);
    });

  feedOptions(
    events.command('tail').description('Follow new events and print each as it commits (Ctrl-C stops)'),
  )
    .option('--json', 'print each event as one JSON object per line')
    .addHelpText(
      'after',
      '\nExamples:\n  dps events tail\n  dps events tail --type service_deal_created --json',
    )
    .action(async (options: FeedOptions) => {
      const interrupted = ctx.interrupt();
      const calls = await ctx.calls();
      const space = await spaceOf(calls, options.space);
      // From now on: skip what is already there, walking to its end, then print what commits next.
      let cursor = await endOfFeed(calls, space, options, interrupted);
      while (!interrupted.aborted) {
        const page = await eventPage(calls, space, options, cursor, MAX_PAGE_SIZE);
        for (const event of page.items) {
          ctx.output.out(options.json ? `${JSON.stringify(event)}\n` : renderEventLine(event));
        }
        cursor = page.next_cursor ?? cursor;
        if (page.items.length < MAX_PAGE_SIZE) await pause(ctx, TAIL_INTERVAL_MS, interrupted);
      }
    });
}

function eventPage(
  calls: DpsCalls,
  space: string,
  options: FeedOptions,
  after: string | undefined,
  limit: number | undefined,
): Promise<EventPage> {
  // commander's choices() admitted only the event types.
  const type = options.type as Schemas['EventDto']['type'] | undefined;
  return calls.GET('/v1/spaces/{space}/events', {
    params: { path: { space }, query: { after, limit, type, deal_id: options.deal } },
  });
}

/** The cursor after the last event there is now (none when the space has no event yet). */
async function endOfFeed(
  calls: DpsCalls,
  space: string,
  options: FeedOptions,
  interrupted: AbortSignal,
): Promise<string | undefined> {
  let cursor: string | undefined;
  while (!interrupted.aborted) {
    const page = await eventPage(calls, space, options, cursor, MAX_PAGE_SIZE);
    cursor = page.next_cursor ?? cursor;
    if (page.items.length < MAX_PAGE_SIZE) return cursor;
  }
  return cursor;
}

/** Waits, or less when the user interrupts. */
async function pause(ctx: CliParts, ms: number, interrupted: AbortSignal): Promise<void> {
  if (interrupted.aborted) return;
  await new Promise<void>((resolve) => {
    interrupted.addEventListener('abort', () => resolve(), { once: true });
    void ctx.sleep(ms).then(resolve);
  });
}

function parseLimit(value: string): number {
  if (!/^[0-9]+$/.test(value) || Number(value) < 1 || Number(value) > MAX_PAGE_SIZE) {
    throw new InvalidArgumentError(`must be a whole number from 1 to ${MAX_PAGE_SIZE}.`);
  }
  return Number(value);
}
