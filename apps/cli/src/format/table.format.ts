import { terminalSafe } from './terminal-text';

/** Characters, not UTF-16 units, so an emoji in a space name does not shift the columns. */
const widthOf = (text: string): number => [...text].length;

/**
 * A plain-text table: an upper-case header row, columns padded to their widest cell and
 * separated by two spaces, no trailing blanks. No borders and no colour, so it pipes into
 * `grep`, `awk` and `column` unchanged. Cells are made terminal-safe.
 */
export function renderTable(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const cells = [headers.map((header) => header.toUpperCase()), ...rows.map((row) => row.map(terminalSafe))];
  const widths = headers.map((_header, column) =>
    Math.max(...cells.map((row) => widthOf(row[column] ?? ''))),
  );
  return cells
    .map((row) =>
      row
        .map((cell, column) => cell + ' '.repeat((widths[column] ?? 0) - widthOf(cell)))
        .join('  ')
        .trimEnd(),
    )
    .map((line) => `${line}\n`)
    .join('');
}
