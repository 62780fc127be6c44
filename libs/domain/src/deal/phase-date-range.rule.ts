import type { ValidationIssue } from '../shared/validation-issue';
import { DEAL_DATE_RANGE_TEXT, isDealDate } from './deal-date';
import { phaseDates, type Phase } from './phase';

/**
 * The one range rule for phases (deal-date.ts): every date a phase holds, on the deal start it will
 * hang on, lies within 1970-01-01 to 9999-12-31. A relative phase moves with the deal's start, so
 * every write that moves a start asks this of the phases as they will be after the write: PATCH of
 * a deal and an incoming webhook's `start` (through `phaseRangeIssue`), and a reschedule; adding or
 * editing a phase checks the phase's own two dates the same way (`placePhase`). The first phase
 * that would fall outside, or null when all fit (a relative phase of a deal without a start has no
 * dates and always fits).
 */
export function phaseOutsideDealDates(phases: readonly Phase[], dealStart: number | null): Phase | null {
  return (
    phases.find((phase) => {
      const dates = phaseDates(phase, dealStart);
      return dates !== null && !(isDealDate(dates.start) && isDealDate(dates.end));
    }) ?? null
  );
}

/**
 * Whether an edit that sends `start` (undefined: not sent) moves the deal's relative phases; only
 * then are the phases read and checked, so an edit that keeps the start costs no extra read.
 */
export function movesPhases(dealStart: number | null, start: number | null | undefined): boolean {
  return start !== undefined && start !== null && start !== dealStart;
}

/**
 * The 400 issue naming `field` when moving the deal's start to `dealStart` would carry a relative
 * phase outside the range; null when every phase still fits.
 */
export function phaseRangeIssue(
  phases: readonly Phase[],
  dealStart: number | null,
  field: string,
): ValidationIssue | null {
  // Only relative phases follow the start; a pinned one stays where it is.
  const phase = phaseOutsideDealDates(
    phases.filter((each) => !each.pinned),
    dealStart,
  );
  if (phase === null) return null;
  return {
    path: [field],
    message: `would move the phase ${JSON.stringify(phase.name)} (${phase.id}) outside ${DEAL_DATE_RANGE_TEXT}`,
  };
}
