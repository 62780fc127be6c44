import { formatDate, formatDateTime } from './date.format';
import { renderTable } from './table.format';
import { terminalSafe } from './terminal-text';

/** An object of the API's answers, read field by field for a table. */
export type Row = Readonly<Record<string, unknown>>;

/** One column of a resource table: its header and how a row's cell is written. */
export interface Column {
  readonly header: string;
  readonly cell: (row: Row) => string;
}

const NONE = '-';

/** A field as it is: strings unchanged, numbers in their JSON form, null and absent as `-`. */
export const text = (field: string, header = field): Column => ({
  header,
  cell: (row) => plain(row[field]),
});

/** Epoch milliseconds as a UTC date (`2026-11-23`). */
export const date = (field: string, header = field): Column => ({
  header,
  cell: (row) => (typeof row[field] === 'number' ? formatDate(row[field]) : NONE),
});

/** Epoch milliseconds as a UTC time to the minute (`2026-11-23 14:05 UTC`). */
export const dateTime = (field: string, header = field): Column => ({
  header,
  cell: (row) => (typeof row[field] === 'number' ? formatDateTime(row[field]) : NONE),
});

/** A boolean as yes/no. */
export const yesNo = (field: string, header = field): Column => ({
  header,
  cell: (row) => (row[field] === true ? 'yes' : row[field] === false ? 'no' : NONE),
});

/**
 * An amount of money as the API sends it (a decimal number with at most 2 places), shown with
 * exactly 2: `12000` → `12000.00`. Display only; the tool never computes with money.
 */
export const money = (field: string, header = field): Column => ({
  header,
  cell: (row) => (typeof row[field] === 'number' ? row[field].toFixed(2) : NONE),
});

/** How many items an array field holds. */
export const count = (field: string, header = field): Column => ({
  header,
  cell: (row) => (Array.isArray(row[field]) ? String(row[field].length) : NONE),
});

/** A list's table, or `No <what>.` when it is empty (stdout stays one line a script can test). */
export function renderRows(rows: readonly Row[], columns: readonly Column[], what: string): string {
  if (rows.length === 0) return `No ${what}.\n`;
  return renderTable(
    columns.map((column) => column.header.replace(/_/g, ' ')),
    rows.map((row) => columns.map((column) => column.cell(row))),
  );
}

/** One object as `field  value` lines, for `show`: every column, in order. */
export function renderRecord(row: Row, columns: readonly Column[]): string {
  const width = Math.max(...columns.map((column) => column.header.length));
  return columns
    .map((column) =>
      `${column.header.replace(/_/g, ' ').padEnd(width)}  ${terminalSafe(column.cell(row))}`.trimEnd(),
    )
    .map((line) => `${line}\n`)
    .join('');
}

function plain(value: unknown): string {
  if (value === null || value === undefined || value === '') return NONE;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** An answer as a row; the API answers objects, so anything else is a bug worth a clear message. */
export function asRow(value: unknown): Row {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error('the API answered something other than an object');
  }
  return value as Row;
}
