import { dayOf, firstDayOfMonth, monthOfDay } from './calendar-month';

/** Whole UTC days from `first` to `last`, both included. */
export interface DaySpan {
  readonly first: number;
  readonly last: number;
}

/** The days an interval of instants touches: the day of its start through the day of its end. */
export function daySpanOf(start: number, end: number): DaySpan | null {
  return end < start ? null : { first: dayOf(start), last: dayOf(end) };
}

/**
 * How many of the spans' days fall in each month, in month order. A day two spans share counts
 * twice: every phase-day carries an equal share of the deal (docs/pricing.md "Pipeline").
 */
export function daysPerMonth(spans: readonly DaySpan[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const span of spans) {
    let day = span.first;
    while (day <= span.last) {
      const month = monthOfDay(day);
      const nextMonthStart = firstDayOfMonth(month + 1);
      const upTo = Math.min(span.last, nextMonthStart - 1);
      counts.set(month, (counts.get(month) ?? 0) + upTo - day + 1);
      day = upTo + 1;
    }
  }
  return new Map([...counts.entries()].sort(([a], [b]) => a - b));
}

/** How many of the spans' days fall from `first` to `last` (UTC days, both included). */
export function daysWithin(spans: readonly DaySpan[], first: number, last: number): number {
  return spans.reduce(
    (sum, span) => sum + Math.max(0, Math.min(span.last, last) - Math.max(span.first, first) + 1),
    0,
  );
}
