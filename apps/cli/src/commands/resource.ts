import { InvalidArgumentError, Option, type Command } from 'commander';
import type { CliParts } from '../cli.parts';
import { CliError } from '../cli-error';
import type { DpsListPath } from '@deal/sdk';
import type { DpsCalls, QueryValue } from '../api/dps-calls';
import { PAGE_SIZE } from '../api/client-calls';
import { renderJson } from '../format/json.format';
import { asRow, renderRecord, renderRows, type Column, type Row } from '../format/rows.format';

/**
 * What the resource commands (deals, phases, automations, tokens, …) share: `--json`, the list
 * options of every cursor list, the space a command works in, and printing.
 */
export interface JsonOption {
  readonly json?: boolean;
}

export interface ListOptions extends JsonOption {
  readonly limit?: number;
  readonly cursor?: string;
  readonly all?: boolean;
}

export function withJson(command: Command, what = 'the API response'): Command {
  return command.option('--json', `print ${what} as JSON`);
}

/** `--limit`, `--cursor`, `--all` and `--json`, as `spaces list` has them. */
export function withListOptions(command: Command): Command {
  return withJson(
    command
      .addOption(new Option('--limit <n>', `items per page, 1-${PAGE_SIZE}`).argParser(parseLimit))
      .option('--cursor <cursor>', 'start after this cursor (a next_cursor printed before)')
      .option('--all', 'follow next_cursor to the end and print every item'),
    'the API response ({items, next_cursor})',
  );
}

export function withSpace(command: Command): Command {
  return command.option('--space <id>', 'the space (default: the one space your credential reaches)');
}

/** A list's parameters: its path parameters and its filters. */
export interface ListInit {
  readonly params?: {
    readonly path?: Readonly<Record<string, string>>;
    readonly query?: Readonly<Record<string, QueryValue>>;
  };
}

/**
 * The list routes, called with parameters the type of every list can take: the path is checked
 * against the SDK's list paths, the parameters by each command (`--limit` and `--cursor` are the
 * same on every list, CONTRACT §2).
 */
interface AnyList {
  GET(path: DpsListPath, init: ListInit): Promise<unknown>;
  paginate(path: DpsListPath, init: ListInit): AsyncIterable<unknown>;
}

/** One page (or with `--all` every page) of a cursor list, printed as a table or as JSON. */
export async function printList(
  ctx: CliParts,
  typedCalls: DpsCalls,
  path: DpsListPath,
  init: ListInit,
  options: ListOptions,
  columns: readonly Column[],
  what: string,
): Promise<void> {
  const calls = typedCalls as unknown as AnyList;
  let page: { items: Row[]; next_cursor: string | null };
  if (options.all) {
    const items: Row[] = [];
    const query = { ...init.params?.query, limit: options.limit ?? PAGE_SIZE };
    for await (const item of calls.paginate(path, { ...init, params: { ...init.params, query } })) {
      items.push(asRow(item));
    }
    page = { items, next_cursor: null };
  } else {
    const query = { ...init.params?.query, limit: options.limit, cursor: options.cursor };
    const answer = asRow(await calls.GET(path, { ...init, params: { ...init.params, query } }));
    page = {
      items: Array.isArray(answer['items']) ? answer['items'].map(asRow) : [],
      next_cursor: typeof answer['next_cursor'] === 'string' ? answer['next_cursor'] : null,
    };
  }
  if (options.json) {
    ctx.output.out(renderJson(page));
    return;
  }
  ctx.output.out(renderRows(page.items, columns, what));
  if (page.next_cursor !== null) {
    ctx.output.err(`more ${what}: run again with --all, or with --cursor ${page.next_cursor}\n`);
  }
}

/** One object: `field  value` lines, or the API's answer with `--json`. */
export function printRecord(
  ctx: CliParts,
  value: unknown,
  columns: readonly Column[],
  options: JsonOption,
): void {
  ctx.output.out(options.json ? renderJson(value) : renderRecord(asRow(value), columns));
}

/** What a command that answers nothing (204) prints: a sentence, or `{"ok":true,…}` with `--json`. */
export function printDone(ctx: CliParts, sentence: string, json: Row, options: JsonOption): void {
  ctx.output.out(options.json ? renderJson({ ok: true, ...json }) : `${sentence}\n`);
}

/** `--space` left out: the credential's one space (a space key's, or a user's only one). */
export async function spaceOf(calls: DpsCalls, option: string | undefined): Promise<string> {
  if (option !== undefined) return option;
  const page = asRow(await calls.GET('/v1/spaces', { params: { query: { limit: 2 } } }));
  const items = Array.isArray(page['items']) ? page['items'].map(asRow) : [];
  const [only, other] = items;
  if (only === undefined) throw new CliError('your credential reaches no space');
  if (other !== undefined) throw new CliError('your credential reaches several spaces: pass --space <id>');
  return String(only['id']);
}

export function parseLimit(value: string): number {
  if (!/^[0-9]+$/.test(value) || Number(value) < 1 || Number(value) > PAGE_SIZE) {
    throw new InvalidArgumentError(`must be a whole number from 1 to ${PAGE_SIZE}.`);
  }
  return Number(value);
}

/**
 * A decimal amount of money as typed (`12000`, `12000.5`, `-3.25`): at most 2 decimal places and
 * 13 integer digits, so the JSON number sent is exactly the decimal typed (a double holds every
 * such value's shortest form). Anything else is bad usage, refused before any request.
 */
export function parseMoney(value: string): number {
  if (!/^-?[0-9]{1,13}(\.[0-9]{1,2})?$/.test(value.trim())) {
    throw new InvalidArgumentError(
      'must be a decimal amount with at most 2 decimal places, like 12000 or 99.50.',
    );
  }
  return Number(value.trim());
}

/** A fraction from 0 to 1 (`0.35`), for margins and probabilities; up to 4 decimal places. */
export function parseFraction(value: string): number {
  if (!/^(0(\.[0-9]{1,4})?|1(\.0{1,4})?)$/.test(value.trim())) {
    throw new InvalidArgumentError(
      'must be a fraction from 0 to 1 with at most 4 decimal places, like 0.35.',
    );
  }
  return Number(value.trim());
}

/** A UTC calendar date `YYYY-MM-DD` as the epoch milliseconds of its midnight, the API's unit. */
export function parseDate(value: string): number {
  const match = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(value.trim());
  const ms = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : NaN;
  if (!match || new Date(ms).toISOString().slice(0, 10) !== value.trim()) {
    throw new InvalidArgumentError('must be a date YYYY-MM-DD.');
  }
  return ms;
}

export function nonEmpty(value: string): string {
  if (value.trim() === '') throw new InvalidArgumentError('must not be empty.');
  return value;
}
