/**
 * Prints one `[fault] <test>: {…}` line with the figures a run observed (times, counts), the
 * numbers docs/reliability.md quotes. Straight to stdout, apart from Jest's console decoration.
 */
export function reportFigures(test: string, figures: Record<string, unknown>): void {
  process.stdout.write(`[fault] ${test}: ${JSON.stringify(figures)}\n`);
}

/** Counts of each value, e.g. of HTTP statuses: `{ "200": 120, "429": 480 }`. */
export function tally(values: ReadonlyArray<string | number>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[String(value)] = (counts[String(value)] ?? 0) + 1;
  return counts;
}
