import { err, ok, type Result } from '../shared/result';
import type { ValidationIssue } from '../shared/validation-issue';
import { DEAL_DATE_RANGE_TEXT, isDealDate } from './deal-date';
import type { Phase } from './phase';

/** A phase as a client describes it: absolute dates, and whether it keeps them (pinned). */
export interface PhasePlan {
  readonly id: string;
  readonly dealId: string;
  readonly name: string;
  readonly start: number;
  readonly end: number;
  readonly pinned: boolean;
}

/**
 * The stored phase for `plan` on a deal starting at `dealStart` (CONTRACT §2): a pinned phase keeps
 * its dates; a relative one is kept as offsets from the deal's start, so it needs one. The rules of
 * adding and of editing a phase alike; each issue names its field. Both dates lie in the deal date
 * range, so the phase does too whichever way it is kept (phase-date-range.rule.ts).
 */
export function placePhase(plan: PhasePlan, dealStart: number | null): Result<Phase, ValidationIssue[]> {
  const issues: ValidationIssue[] = [];
  for (const field of ['start', 'end'] as const) {
    if (!isDealDate(plan[field]))
      issues.push({ path: [field], message: `must be within ${DEAL_DATE_RANGE_TEXT}` });
  }
  if (plan.end < plan.start) issues.push({ path: ['end'], message: 'must not be before start' });
  if (!plan.pinned && dealStart === null) {
    issues.push({ path: ['pinned'], message: 'a relative phase needs the deal to have a start; pin it' });
  }
  if (issues.length) return err(issues);
  const base = { id: plan.id, dealId: plan.dealId, name: plan.name };
  return ok(
    plan.pinned || dealStart === null
      ? { ...base, pinned: true, start: plan.start, end: plan.end }
      : { ...base, pinned: false, startOffset: plan.start - dealStart, endOffset: plan.end - dealStart },
  );
}

/** Whether two phases are stored the same (an edit that changes nothing writes nothing). */
export function samePhase(a: Phase, b: Phase): boolean {
  if (a.id !== b.id || a.name !== b.name || a.pinned !== b.pinned) return false;
  if (a.pinned && b.pinned) return a.start === b.start && a.end === b.end;
  if (!a.pinned && !b.pinned) return a.startOffset === b.startOffset && a.endOffset === b.endOffset;
  return false;
}
